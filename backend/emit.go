package backend

import (
	"fmt"
	"strconv"
	"strings"

	"hlslc/backend/gfx9"
	"hlslc/backend/gfx9/codeobj"
	"hlslc/backend/mir"
)

// Registers are the final register counts of a kernel, for its descriptor.
type Registers struct {
	VGPRs   int  // highest VGPR used + 1
	SGPRs   int  // highest SGPR used + 1 (VCC not included)
	UsesVCC bool // VCC is written or read
}

// CountRegisters scans allocated code for the registers it touches.
func CountRegisters(f *mir.Func, info *KernelInfo) (Registers, error) {
	r := Registers{VGPRs: info.WorkitemDims + 1, SGPRs: info.userSGPRs}
	for d := 0; d < 3; d++ {
		if info.UsesGroupID[d] {
			r.SGPRs = max(r.SGPRs, info.groupIDSGPR[d]+1)
		}
	}
	if info.Scratch {
		r.SGPRs = max(r.SGPRs, info.waveOffset+1)
	}
	return r, scanRegisters(f, &r)
}

// scanRegisters raises r to the registers the code names (and notes VCC).
func scanRegisters(f *mir.Func, r *Registers) error {
	for _, b := range f.Blocks {
		for k := range b.Instrs {
			in := &b.Instrs[k]
			for _, v := range in.Ops {
				if v.Kind != gfx9.ValReg {
					continue
				}
				n := int(max(v.Count, 1))
				switch {
				case v.IsVirtual():
					return fmt.Errorf("%s: virtual register left after allocation in %s", f.Name, in.String())
				case v.Code >= gfx9.CodeVGPR0:
					r.VGPRs = max(r.VGPRs, int(v.Code)-gfx9.CodeVGPR0+n)
				case v.Code <= 101:
					r.SGPRs = max(r.SGPRs, int(v.Code)+n)
				case v.Code == gfx9.CodeVCCLo || v.Code == gfx9.CodeVCCHi:
					r.UsesVCC = true
				}
			}
			for _, s := range append(append([]gfx9.Special(nil), in.Inst.ImplicitDefs...), in.Inst.ImplicitUses...) {
				if s == gfx9.SpecialVCC {
					r.UsesVCC = true
				}
			}
		}
	}
	return nil
}

// EmitAssembly writes the kernel as AMDHSA assembly that llvm-mc and
// gfx9.Assemble accept: code, kernel descriptor and metadata, following
// docs/abi.md.
func EmitAssembly(f *mir.Func, info *KernelInfo, regs Registers, t codeobj.Target) string {
	return emitAssembly(f, info, regs, t, false)
}

// emitAssembly is EmitAssembly; with lines, every instruction that starts
// a new source position is preceded by a DWARF .loc directive (the files
// numbered by .file directives after .text), as clang's -g listings have
// them, so that tools can map ISA to source lines.
func emitAssembly(f *mir.Func, info *KernelInfo, regs Registers, t codeobj.Target, lines bool) string {
	var b strings.Builder
	var files map[string]int
	if lines {
		files = map[string]int{}
	}
	emitHead(&b, f, info, t, files)
	last := ""
	for _, bl := range f.Blocks {
		if bl.Label != "" {
			b.WriteString(bl.Label + ":\n")
		}
		for k := range bl.Instrs {
			if lines {
				if src := f.Source(&bl.Instrs[k]); src != last {
					if p, ok := parseSourcePos(src); ok {
						fmt.Fprintf(&b, "\t.loc %d %d %d\n", files[p.File], p.Line, p.Col)
					}
					last = src
				}
			}
			b.WriteString("\t" + bl.Instrs[k].String() + "\n")
		}
	}
	emitTail(&b, info, regs)
	return b.String()
}

// assembleObject builds the code object of EmitAssembly's text without
// printing the code and parsing it back: the directives go to the
// assembler as text, the instructions as they are (gfx9.AssembleLines).
func assembleObject(f *mir.Func, info *KernelInfo, regs Registers, t codeobj.Target) (*codeobj.Object, []gfx9.AsmLine, error) {
	var head, tail strings.Builder
	emitHead(&head, f, info, t, nil)
	emitTail(&tail, info, regs)
	n := 0
	for _, bl := range f.Blocks {
		n += 1 + len(bl.Instrs)
	}
	src := make([]gfx9.SourceLine, 0, n+64)
	text := func(s string) {
		for l := range strings.SplitSeq(strings.TrimSuffix(s, "\n"), "\n") {
			src = append(src, gfx9.SourceLine{Text: l})
		}
	}
	text(head.String())
	for _, bl := range f.Blocks {
		if bl.Label != "" {
			src = append(src, gfx9.SourceLine{Text: bl.Label + ":"})
		}
		for k := range bl.Instrs {
			src = append(src, gfx9.SourceLine{Instr: &bl.Instrs[k]})
		}
	}
	text(tail.String())
	return gfx9.AssembleLines(info.Name+".s", src, gfx9.AsmOptions{})
}

// emitHead writes what precedes the code: the target, the section, with
// files not nil the source files of the DWARF positions (numbered in
// files), and the kernel's symbol.
func emitHead(b *strings.Builder, f *mir.Func, info *KernelInfo, t codeobj.Target, files map[string]int) {
	name := info.Name
	fmt.Fprintf(b, "\t.amdgcn_target \"%s\"\n\t.text\n", t.String())
	if files != nil {
		for _, bl := range f.Blocks {
			for k := range bl.Instrs {
				if p, ok := parseSourcePos(f.Source(&bl.Instrs[k])); ok && files[p.File] == 0 {
					files[p.File] = len(files) + 1
					fmt.Fprintf(b, "\t.file %d %s\n", files[p.File], strconv.Quote(p.File))
				}
			}
		}
	}
	fmt.Fprintf(b, "\t.globl %s\n\t.p2align 8\n\t.type %s,@function\n%s:\n", name, name, name)
}

// emitTail writes what follows the code: the kernel's size, its
// descriptor and the metadata.
func emitTail(b *strings.Builder, info *KernelInfo, regs Registers) {
	name := info.Name
	fmt.Fprintf(b, ".Lfunc_end_%s:\n\t.size %s, .Lfunc_end_%s-%s\n", name, name, name, name)
	emitConstData(b, info)
	b.WriteString("\n")
	offs, kernarg := kernargLayout(info.Resources)
	group := info.NumThreads[0] * info.NumThreads[1] * info.NumThreads[2]
	fmt.Fprintf(b, "\t.rodata\n\t.p2align 6\n\t.amdhsa_kernel %s\n", name)
	dir := func(n string, v int) { fmt.Fprintf(b, "\t\t.amdhsa_%s %d\n", n, v) }
	dir("group_segment_fixed_size", info.LDSBytes)
	dir("private_segment_fixed_size", info.PrivateBytes)
	dir("kernarg_size", kernarg)
	dir("user_sgpr_private_segment_buffer", b2i(info.Scratch))
	dir("user_sgpr_kernarg_segment_ptr", b2i(len(info.Resources) > 0))
	dir("system_sgpr_workgroup_id_x", b2i(info.UsesGroupID[0]))
	dir("system_sgpr_workgroup_id_y", b2i(info.UsesGroupID[1]))
	dir("system_sgpr_workgroup_id_z", b2i(info.UsesGroupID[2]))
	dir("system_sgpr_private_segment_wavefront_offset", b2i(info.Scratch))
	dir("system_vgpr_workitem_id", info.WorkitemDims)
	dir("next_free_vgpr", max(regs.VGPRs, 1))
	dir("next_free_sgpr", max(regs.SGPRs, 1))
	dir("reserve_vcc", b2i(regs.UsesVCC))
	dir("reserve_flat_scratch", 0)
	// f32 denormals as the module's mode says (ir.DenormMode); f16 and
	// f64 ones are always kept
	dir("float_denorm_mode_32", info.FloatDenormMode32)
	dir("float_denorm_mode_16_64", codeobj.FloatDenormFlushNone)
	b.WriteString("\t.end_amdhsa_kernel\n\n")
	// metadata, so that a ROCm runtime could launch the object
	fmt.Fprintf(b, "\t.amdgpu_metadata\n---\namdhsa.version: [ 1, 2 ]\namdhsa.kernels:\n")
	fmt.Fprintf(b, "  - .name: %s\n    .symbol: %s.kd\n", name, name)
	fmt.Fprintf(b, "    .kernarg_segment_size: %d\n    .kernarg_segment_align: %d\n", kernarg, 16)
	fmt.Fprintf(b, "    .group_segment_fixed_size: %d\n    .private_segment_fixed_size: %d\n", info.LDSBytes, info.PrivateBytes)
	fmt.Fprintf(b, "    .wavefront_size: 64\n    .sgpr_count: %d\n    .vgpr_count: %d\n", regs.SGPRs+2*b2i(regs.UsesVCC), max(regs.VGPRs, 1))
	fmt.Fprintf(b, "    .max_flat_workgroup_size: %d\n", group)
	fmt.Fprintf(b, "    .reqd_workgroup_size: [ %d, %d, %d ]\n", info.NumThreads[0], info.NumThreads[1], info.NumThreads[2])
	if len(info.Resources) == 0 {
		b.WriteString("    .args: []\n")
	} else {
		b.WriteString("    .args:\n")
		for k, r := range info.Resources {
			// llvm-mc's YAML reads names such as N or yes as booleans even
			// when quoted; such an argument goes without its (optional) name
			name := ""
			if !yamlNonString[strings.ToLower(r.Name)] {
				name = fmt.Sprintf(".name: %s, ", r.Name)
			}
			fmt.Fprintf(b, "      - { %s.offset: %d, .size: %d, .value_kind: by_value }\n", name, offs[k], r.RunSpec().DescriptorSize())
		}
	}
	b.WriteString("...\n\t.end_amdgpu_metadata\n")
}

// SourcePos is an HLSL source position of machine code.
type SourcePos struct {
	File string `json:"file"`
	Line int    `json:"line"`
	Col  int    `json:"col"`
}

// parseSourcePos reads a position recorded by instruction selection
// (ir.Pos.String: FILE:LINE:COL); positions without a file are not source
// positions.
func parseSourcePos(s string) (SourcePos, bool) {
	i := strings.LastIndexByte(s, ':')
	if i < 0 {
		return SourcePos{}, false
	}
	j := strings.LastIndexByte(s[:i], ':')
	if j <= 0 {
		return SourcePos{}, false
	}
	line, err1 := strconv.Atoi(s[j+1 : i])
	col, err2 := strconv.Atoi(s[i+1:])
	if err1 != nil || err2 != nil || line <= 0 {
		return SourcePos{}, false
	}
	return SourcePos{File: s[:j], Line: line, Col: col}, true
}

// yamlNonString are the identifiers YAML 1.1 reads as booleans, null or
// floats (llvm-mc takes inf and nan in any case as floats).
var yamlNonString = map[string]bool{"y": true, "n": true, "yes": true, "no": true, "on": true, "off": true,
	"true": true, "false": true, "null": true, "inf": true, "nan": true, "infinity": true}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
