package gfx9

import (
	"regexp"
	"strings"
	"sync"
)

// The timing facts of a Vega 10 GPU, as data: the executor's timing model
// (backend/exec, `hlslc run --timing`) reads the machine parameters and the
// per-instruction issue costs from here and from occupancy.go, and nothing
// else restates them. docs/timing.md gives the source of every number.

// Machine is the GPU the timing model simulates.
type Machine struct {
	Name     string
	CUs      int // compute units
	ClockMHz int // the core clock the bandwidths are converted at
	// IssuePeriod is the number of cycles between two issue opportunities
	// of one SIMD: the CU's sequencer visits its four SIMDs in turn, one
	// per cycle, so each SIMD may issue every fourth cycle.
	IssuePeriod int
	// Latencies in core cycles, from issue to the data being usable (the
	// counter decrementing).
	SMEMLatency    int // scalar loads (scalar data cache hit)
	LDSLatency     int // LDS operations, conflict-free
	L1HitLatency   int // vector loads hitting the CU's L1
	L2HitLatency   int // vector loads missing L1, hitting L2
	DRAMLatency    int // vector loads missing L2
	BarrierLatency int // from the last wave reaching s_barrier to the waves resuming
	// TakenBranchPenalty is added to a taken branch's issue cost: the wave
	// refills its instruction buffer from the new address.
	TakenBranchPenalty int
	// Caches (64-byte lines).
	LineBytes int
	L1Bytes   int // vector L1 per CU
	L1Ways    int
	L2Bytes   int // shared L2
	L2Ways    int
	// Bandwidths.
	L1TagsPerCycle    int     // distinct lines a CU's vector memory pipeline looks up per cycle
	L1BytesPerCycle   int     // bytes it moves between the L1 and the SIMDs per cycle
	L2Channels        int     // L2 channels, each moving one line per cycle
	DRAMBytesPerCycle float64 // HBM2 bandwidth in bytes per core cycle
	// LDS.
	LDSBanks     int // dword-wide banks
	LDSBankBytes int
}

// Vega10 is a Radeon RX Vega 64 (Vega 10 XT): 64 CUs at the 1546 MHz boost
// clock, 4 MB of L2, 484 GB/s of HBM2.
var Vega10 = Machine{
	Name:               "Vega 10 (Radeon RX Vega 64), 64 CUs",
	CUs:                64,
	ClockMHz:           1546,
	IssuePeriod:        4,
	SMEMLatency:        45,
	LDSLatency:         64,
	L1HitLatency:       120,
	L2HitLatency:       280,
	DRAMLatency:        520,
	BarrierLatency:     4,
	TakenBranchPenalty: 16,
	LineBytes:          64,
	L1Bytes:            16 << 10,
	L1Ways:             4,
	L2Bytes:            4 << 20,
	L2Ways:             16,
	L1TagsPerCycle:     4,
	L1BytesPerCycle:    64,
	L2Channels:         16,
	DRAMBytesPerCycle:  484e9 / 1546e6,
	LDSBanks:           32,
	LDSBankBytes:       4,
}

// Unit is the execution unit of a compute unit an instruction issues to.
// The sequencer issues at most one instruction per unit per SIMD turn, each
// from a different wave.
type Unit uint8

// Units.
const (
	UnitVALU     Unit = iota // the SIMD's vector ALU
	UnitSALU                 // the scalar ALU
	UnitSMEM                 // scalar memory
	UnitVMEM                 // vector memory (texture address/data path)
	UnitLDS                  // the local data share
	UnitBranch               // branches and program control
	UnitInternal             // s_nop, s_waitcnt, s_barrier, s_endpgm...: handled in the instruction buffer
	NumUnits
)

var unitNames = [...]string{"VALU", "SALU", "SMEM", "VMEM", "LDS", "branch", "internal"}

func (u Unit) String() string { return unitNames[u] }

// Cost is what issuing one wave64 instruction costs.
type Cost struct {
	Unit Unit
	// Issue is the number of cycles from the instruction's issue until the
	// wave may issue its next instruction (at least IssuePeriod).
	Issue int
	// Busy is the number of cycles the unit stays busy, blocking other
	// waves' instructions for it (its reciprocal throughput). For LDS
	// instructions it is the conflict-free minimum; bank conflicts add
	// passes.
	Busy int
}

// TimingRule gives the cost of the instructions of one unit whose mnemonic
// matches Pattern (a regular expression, anchored). The first matching rule
// of the instruction's unit wins.
type TimingRule struct {
	Unit    Unit
	Pattern string
	Issue   int
	Busy    int
	Source  string // the key of the source in docs/timing.md
}

// TimingRules are the issue costs by instruction. Vector ALU costs are
// 4 cycles per pass: a SIMD16 runs a wave64 in four cycles, and an
// operation at 1/n of the full rate takes n passes.
var TimingRules = []TimingRule{
	// VALU: Vega 10 runs double precision at 1/16 of the single-precision
	// rate; FMA, multiplies and the f64 reciprocal/square-root steps take
	// 16 passes, other f64 operations, 64-bit compares and 64-bit shifts 8.
	{UnitVALU, `v_(rcp|rsq|sqrt)(_clamp)?_f64`, 64, 64, "clrx-vop1, llvm-sched"},
	{UnitVALU, `v_(fma|mul|div_fmas|trig_preop)_f64`, 64, 64, "clrx-vop3, llvm-sched, vega-dp"},
	{UnitVALU, `v_.*_f64|v_cvt_f64_.*|v_cmpx?_.*_[ui]64`, 32, 32, "clrx-vop3, clrx-vopc, llvm-sched"},
	{UnitVALU, `v_(lshlrev|lshrrev|ashrrev|lshl|lshr|ashr)_[bi]64`, 32, 32, "clrx-vop3"},
	// Quarter rate: f32/f16 transcendentals, 32-bit integer multiplies,
	// the f32 division helpers, the quad SADs.
	{UnitVALU, `v_(exp|log|rcp|rsq|sqrt|sin|cos)(_legacy|_clamp|_iflag)?_f(32|16)`, 16, 16, "clrx-vop1, llvm-sched"},
	{UnitVALU, `v_(mul_lo_u32|mul_hi_u32|mul_lo_i32|mul_hi_i32|mad_u64_u32|mad_i64_i32)`, 16, 16, "clrx-vop3, llvm-sched"},
	{UnitVALU, `v_div_(scale|fmas|fixup)_f32`, 16, 16, "clrx-vop3"},
	{UnitVALU, `v_(qsad_pk_u16_u8|mqsad_pk_u16_u8|mqsad_u32_u8)`, 16, 16, "clrx-vop3"},
	{UnitVALU, `v_swap_b32`, 8, 8, "clrx-vop1"},
	// Everything else is full rate, including v_fma_f32 (Vega has fast
	// f32 FMA) and packed 16-bit math (two halves per lane per pass).
	{UnitVALU, `v_.*`, 4, 4, "gcn-wp, vega-wp, llvm-fastfma"},

	{UnitSALU, `s_.*_saveexec_b64|s_setreg_.*`, 8, 8, "clrx-sop"},
	{UnitSALU, `s_.*`, 4, 4, "gcn-wp, clrx-sop"},

	{UnitSMEM, `s_(buffer_)?load_dwordx16`, 16, 16, "clrx-smem"},
	{UnitSMEM, `s_(buffer_)?load_dwordx8`, 8, 8, "clrx-smem"},
	{UnitSMEM, `s_.*`, 4, 4, "clrx-smem"},

	// Vector memory: the cycles the vector memory pipeline takes to accept
	// the instruction; moving the lines adds one cycle per 64-byte line
	// beyond that (exec's timing model).
	{UnitVMEM, `.*_atomic_(cmpswap|fcmpswap)(_x2)?`, 32, 32, "clrx-mubuf"},
	{UnitVMEM, `.*_atomic_.*`, 16, 16, "clrx-mubuf"},
	{UnitVMEM, `.*_store_.*|image_store.*`, 16, 16, "clrx-mubuf"},
	{UnitVMEM, `.*_load_(dword|ubyte|sbyte|ushort|sshort|format_x|format_d16_x|short_d16(_hi)?|ubyte_d16(_hi)?|sbyte_d16(_hi)?)`, 8, 8, "clrx-mubuf"},
	{UnitVMEM, `.*`, 16, 16, "clrx-mubuf"},

	// LDS: issue cycles and conflict-free throughput per instruction.
	{UnitLDS, `ds_(read|write)_addtid_b32`, 8, 4, "clrx-ds"},
	{UnitLDS, `ds_(read_b32|read_[ui]8|read_[ui]16|read_u8_d16(_hi)?|read_i8_d16(_hi)?|read_u16_d16(_hi)?|swizzle_b32|bpermute_b32|permute_b32)`, 4, 2, "clrx-ds"},
	{UnitLDS, `ds_(read_b64|read2(st64)?_b32)`, 8, 4, "clrx-ds"},
	{UnitLDS, `ds_(read_b96|read_b128|read2(st64)?_b64)`, 16, 8, "clrx-ds"},
	{UnitLDS, `ds_(write_b8|write_b16|write_b32|write_b8_d16_hi|write_b16_d16_hi)`, 8, 4, "clrx-ds"},
	{UnitLDS, `ds_(write_b64|write2(st64)?_b32|wrxchg2(st64)?_rtn_b32)`, 12, 6, "clrx-ds"},
	{UnitLDS, `ds_(write_b96|write_b128|write2(st64)?_b64|wrxchg2(st64)?_rtn_b64)`, 20, 10, "clrx-ds"},
	{UnitLDS, `ds_(cmpst|mskor)(_rtn)?_[bf]64`, 20, 10, "clrx-ds"},
	{UnitLDS, `ds_(cmpst|mskor)(_rtn)?_[bf]32|ds_condxchg32_rtn_b64`, 12, 6, "clrx-ds"},
	{UnitLDS, `ds_.*_(src2_)?[biuf]64`, 12, 6, "clrx-ds"},
	{UnitLDS, `ds_.*`, 8, 4, "clrx-ds"},

	{UnitBranch, `s_.*`, 4, 4, "clrx-sopp"},
	{UnitInternal, `.*`, 4, 4, "gcn-wp"},
}

var (
	timingOnce  sync.Once
	timingRegex []*regexp.Regexp
	timingCache sync.Map // mnemonic+unit -> Cost
)

// UnitOf is the unit an instruction issues to.
func UnitOf(in *Instr) Unit {
	switch in.Form.Enc {
	case EncSOP1, EncSOP2, EncSOPK, EncSOPC:
		return UnitSALU
	case EncSMEM:
		return UnitSMEM
	case EncDS:
		return UnitLDS
	case EncMUBUF, EncMTBUF, EncMIMG, EncFLAT, EncGLOBAL, EncSCRATCH:
		return UnitVMEM
	case EncSOPP:
		switch n := in.Inst.Name; {
		case strings.HasPrefix(n, "s_branch"), strings.HasPrefix(n, "s_cbranch"), strings.HasPrefix(n, "s_setpc"):
			return UnitBranch
		}
		return UnitInternal
	}
	return UnitVALU
}

// InstrCost is the issue cost of an instruction from TimingRules. s_nop N
// costs its N+1 wait states of one issue period each.
func InstrCost(in *Instr) Cost {
	u := UnitOf(in)
	if in.Inst.Name == "s_nop" {
		n := WaitStates(in) * Vega10.IssuePeriod
		return Cost{Unit: u, Issue: n, Busy: n}
	}
	return costOf(u, in.Inst.Name)
}

func costOf(u Unit, name string) Cost {
	key := string(rune('0'+u)) + name
	if c, ok := timingCache.Load(key); ok {
		return c.(Cost)
	}
	timingOnce.Do(func() {
		for _, r := range TimingRules {
			timingRegex = append(timingRegex, regexp.MustCompile(`^(`+r.Pattern+`)$`))
		}
	})
	c := Cost{Unit: u, Issue: Vega10.IssuePeriod, Busy: Vega10.IssuePeriod}
	for i, r := range TimingRules {
		if r.Unit == u && timingRegex[i].MatchString(name) {
			c.Issue, c.Busy = r.Issue, r.Busy
			break
		}
	}
	timingCache.Store(key, c)
	return c
}
