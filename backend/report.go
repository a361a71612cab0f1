package backend

import (
	"fmt"
	"strings"

	"hlslc/backend/gfx9"
	"hlslc/backend/gfx9/codeobj"
	"hlslc/backend/mir"
)

// Report is the register-usage report of a compiled kernel: what decides
// its occupancy on gfx9 and what its code is made of. The JSON field names
// are the schema documented in docs/report.md.
type Report struct {
	// SchemaVersion is the version of docs/report.schema.json the report
	// follows; it changes when a field changes meaning or goes away.
	SchemaVersion int    `json:"schema_version"`
	Kernel        string `json:"kernel"`
	Target        string `json:"target"`
	Workgroup     [3]int `json:"workgroup_size"`

	VGPRs          int  `json:"vgprs"`           // VGPRs the code uses (highest + 1)
	VGPRsAllocated int  `json:"vgprs_allocated"` // rounded up to the allocation granule
	SGPRs          int  `json:"sgprs"`           // SGPRs the code names (highest + 1)
	SGPRsReserved  int  `json:"sgprs_reserved"`  // VCC, FLAT_SCRATCH, XNACK_MASK held at the top of the allocation
	SGPRsAllocated int  `json:"sgprs_allocated"` // (SGPRs + reserved) rounded up to the granule
	UsesVCC        bool `json:"uses_vcc"`

	LDSBytes         int    `json:"lds_bytes"`
	LDSAllocated     int    `json:"lds_allocated"`
	ScratchBytes     int    `json:"scratch_bytes_per_lane"`
	SGPRSpills       int    `json:"sgpr_spills"` // SGPR units spilled to VGPR lanes
	VGPRSpills       int    `json:"vgpr_spills"` // VGPR units spilled to scratch
	WavesPerSIMD     int    `json:"waves_per_simd"`
	MaxWavesPerSIMD  int    `json:"max_waves_per_simd"`
	Limiter          string `json:"limited_by"`
	WavesByVGPR      int    `json:"waves_by_vgprs"`
	WavesBySGPR      int    `json:"waves_by_sgprs"`
	WavesByLDS       int    `json:"waves_by_lds"`
	WavesByWorkgroup int    `json:"waves_by_workgroup"`
	VGPRsForNextWave int    `json:"vgprs_for_next_wave,omitempty"` // at most this many VGPRs give one more wave

	Instructions InstructionMix `json:"instructions"`
	CodeBytes    int            `json:"code_bytes"`
	// Code is the kernel's code, one entry per instruction in listing
	// order, with the HLSL source position it comes from when known and
	// the registers live across it.
	Code []CodeLine `json:"code"`
}

// ReportSchemaVersion is the report's schema version (docs/report.schema.json).
const ReportSchemaVersion = 2

// CodeLine is one instruction of the report's code.
type CodeLine struct {
	Asm    string     `json:"asm"`
	Source *SourcePos `json:"source,omitempty"`
	// LiveVGPRs and LiveSGPRs count the registers live across the
	// instruction (LivePressure: what --livereg and --livereg-sgpr
	// print); absent when the code's liveness cannot be computed.
	LiveVGPRs *int `json:"live_vgprs,omitempty"`
	LiveSGPRs *int `json:"live_sgprs,omitempty"`
}

// InstructionMix counts the kernel's instructions by kind.
type InstructionMix struct {
	Total       int `json:"total"`
	SALU        int `json:"salu"`
	VALU        int `json:"valu"`
	PackedVALU  int `json:"valu_packed"` // VOP3P (v_pk_*, v_mad_mix*)
	SMEM        int `json:"smem"`
	VMEM        int `json:"vmem"`
	Image       int `json:"image"`        // the VMEM instructions that are MIMG (image_*)
	ImageSample int `json:"image_sample"` // the image ones that filter: sample, gather4, get_lod
	DS          int `json:"ds"`
	Branches    int `json:"branches"`
	NOPs        int `json:"nops"`
	Waits       int `json:"waitcnts"`
	OtherScalar int `json:"other_sopp"` // s_barrier, s_endpgm and other SOPP
}

// MakeReport builds the report of a compiled kernel.
func MakeReport(out *Output) (Report, error) {
	info, regs := out.Info, out.Registers
	return kernelReport(kernelFacts{name: info.Name, target: out.Object.Target, group: info.NumThreads, regs: regs,
		lds: info.LDSBytes, scratch: info.PrivateBytes, sgprSpills: info.SpilledSGPRs, vgprSpills: info.SpilledVGPRs,
		codeBytes: len(out.Object.Text)}, out.Func)
}

// kernelFacts are what a report is computed from, whoever compiled the
// kernel.
type kernelFacts struct {
	name                   string
	target                 codeobj.Target
	group                  [3]int
	regs                   Registers
	lds, scratch           int
	sgprSpills, vgprSpills int
	codeBytes              int
}

func kernelReport(k kernelFacts, f *mir.Func) (Report, error) {
	regs := k.regs
	r := Report{SchemaVersion: ReportSchemaVersion, Kernel: k.name, Target: k.target.String(), Workgroup: k.group,
		VGPRs: regs.VGPRs, SGPRs: regs.SGPRs, UsesVCC: regs.UsesVCC,
		LDSBytes: k.lds, ScratchBytes: k.scratch, MaxWavesPerSIMD: gfx9.MaxWavesPerSIMD,
		SGPRSpills: k.sgprSpills, VGPRSpills: k.vgprSpills}
	r.SGPRsReserved = gfx9.ExtraSGPRs(regs.UsesVCC, false, k.target.XnackReserved())
	group := k.group[0] * k.group[1] * k.group[2]
	occ, err := gfx9.ComputeOccupancy(max(regs.VGPRs, 1), regs.SGPRs+r.SGPRsReserved, k.lds, group)
	if err != nil {
		return r, err
	}
	r.VGPRsAllocated, r.SGPRsAllocated, r.LDSAllocated = occ.VGPRAlloc, occ.SGPRAlloc, occ.LDSAlloc
	r.WavesPerSIMD, r.Limiter = occ.WavesPerSIMD, occ.Limiter
	r.WavesByVGPR, r.WavesBySGPR, r.WavesByLDS, r.WavesByWorkgroup = occ.ByVGPR, occ.BySGPR, occ.ByLDS, occ.ByGroup
	r.VGPRsForNextWave = occ.VGPRsForNextWave
	r.CodeBytes = k.codeBytes
	vgprs, sgprs, liveErr := LivePressure(f)
	for _, b := range f.Blocks {
		for i := range b.Instrs {
			r.Instructions.add(&b.Instrs[i])
			line := CodeLine{Asm: b.Instrs[i].String()}
			if p, ok := parseSourcePos(f.Source(&b.Instrs[i])); ok {
				line.Source = &p
			}
			if liveErr == nil {
				n := len(r.Code)
				line.LiveVGPRs, line.LiveSGPRs = &vgprs[n], &sgprs[n]
			}
			r.Code = append(r.Code, line)
		}
	}
	return r, nil
}

func (m *InstructionMix) add(i *gfx9.Instr) {
	m.Total++
	switch i.Form.Enc {
	case gfx9.EncSOP1, gfx9.EncSOP2, gfx9.EncSOPK, gfx9.EncSOPC:
		m.SALU++
	case gfx9.EncVOP3P:
		m.VALU++
		m.PackedVALU++
	case gfx9.EncVOP1, gfx9.EncVOP2, gfx9.EncVOPC, gfx9.EncVOP3:
		m.VALU++
	case gfx9.EncSMEM:
		m.SMEM++
	case gfx9.EncMIMG:
		m.VMEM++
		m.Image++
		if n := i.Inst.Name; strings.HasPrefix(n, "image_sample") || strings.HasPrefix(n, "image_gather4") || n == "image_get_lod" {
			m.ImageSample++
		}
	case gfx9.EncMUBUF, gfx9.EncMTBUF, gfx9.EncFLAT, gfx9.EncGLOBAL, gfx9.EncSCRATCH:
		m.VMEM++
	case gfx9.EncDS:
		m.DS++
	case gfx9.EncSOPP:
		switch {
		case i.Inst.Name == "s_nop":
			m.NOPs++
		case i.Inst.Name == "s_waitcnt":
			m.Waits++
		case strings.HasPrefix(i.Inst.Name, "s_branch") || strings.HasPrefix(i.Inst.Name, "s_cbranch"):
			m.Branches++
		default:
			m.OtherScalar++
		}
	}
}

// Text prints the report for a person.
func (r Report) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "kernel %s (%s, workgroup %dx%dx%d)\n", r.Kernel, r.Target, r.Workgroup[0], r.Workgroup[1], r.Workgroup[2])
	fmt.Fprintf(&b, "  VGPRs    %4d used, %4d allocated\n", r.VGPRs, r.VGPRsAllocated)
	reserved := ""
	if r.SGPRsReserved > 0 {
		reserved = fmt.Sprintf(" + %d reserved (VCC/XNACK)", r.SGPRsReserved)
	}
	fmt.Fprintf(&b, "  SGPRs    %4d used%s, %d allocated\n", r.SGPRs, reserved, r.SGPRsAllocated)
	fmt.Fprintf(&b, "  LDS      %4d bytes (%d allocated)\n", r.LDSBytes, r.LDSAllocated)
	fmt.Fprintf(&b, "  scratch  %4d bytes per lane\n", r.ScratchBytes)
	fmt.Fprintf(&b, "  occupancy: %d waves per SIMD of %d, limited by %s (VGPRs allow %d, SGPRs %d, LDS %d, whole workgroups %d)\n",
		r.WavesPerSIMD, r.MaxWavesPerSIMD, r.Limiter, r.WavesByVGPR, r.WavesBySGPR, r.WavesByLDS, r.WavesByWorkgroup)
	if r.VGPRsForNextWave > 0 {
		fmt.Fprintf(&b, "  free %d VGPRs (down to %d) for %d waves per SIMD\n", r.VGPRs-r.VGPRsForNextWave, r.VGPRsForNextWave, r.WavesPerSIMD+1)
	}
	m := r.Instructions
	fmt.Fprintf(&b, "  instructions: %d (%d bytes): SALU %d, VALU %d (packed %d), SMEM %d, VMEM %d (image %d, sampling %d), DS %d, branches %d, s_nop %d, s_waitcnt %d, other %d\n",
		m.Total, r.CodeBytes, m.SALU, m.VALU, m.PackedVALU, m.SMEM, m.VMEM, m.Image, m.ImageSample, m.DS, m.Branches, m.NOPs, m.Waits, m.OtherScalar)
	return b.String()
}
