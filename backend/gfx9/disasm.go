package gfx9

import (
	"fmt"
	"sort"
	"strings"

	"hlslc/backend/gfx9/codeobj"
)

// DisasmInstr is one decoded instruction of a code object's .text.
type DisasmInstr struct {
	Offset uint64 // within .text
	Instr  Instr
	Bytes  []byte
}

// DecodeText decodes a whole .text section. Branch operands get label names
// (the symbol at the target, or .LBB_<offset>). Padding after s_endpgm and
// s_code_end are decoded like any other instruction (s_nop 0).
func DecodeText(t Target, text []byte, symbols map[uint64]string) ([]DisasmInstr, map[uint64]string, error) {
	var out []DisasmInstr
	for off := 0; off < len(text); {
		i, n, err := Decode(t, text[off:])
		if err != nil {
			return nil, nil, &DecodeError{Offset: off, Msg: fmt.Sprintf(".text+%#x: %v", off, err)}
		}
		out = append(out, DisasmInstr{Offset: uint64(off), Instr: i, Bytes: text[off : off+n]})
		off += n
	}
	labels := map[uint64]string{}
	for k := range out {
		for j, v := range out[k].Instr.Ops {
			if v.Kind != ValLabel {
				continue
			}
			target := int64(out[k].Offset) + 4 + 4*v.Imm
			if target < 0 || target > int64(len(text)) {
				continue // leave the numeric offset: it points outside .text
			}
			name, ok := symbols[uint64(target)]
			if !ok {
				name = fmt.Sprintf(".LBB_%x", target)
				labels[uint64(target)] = name
			}
			out[k].Instr.Ops[j].Label = name
		}
	}
	return out, labels, nil
}

// CodeEnd is where a code object's code ends in .text: after the last
// function symbol that has a size, when bytes follow it (read-only data
// that hlslc places after a kernel's code, docs/abi.md), else the end of
// .text. The bytes from there on are data, not instructions.
func CodeEnd(o *codeobj.Object) int {
	end := uint64(0)
	for _, s := range o.Symbols {
		if s.Kind == codeobj.SymbolFunc && s.Size > 0 {
			end = max(end, s.Offset+s.Size)
		}
	}
	if end == 0 || end > uint64(len(o.Text)) {
		return len(o.Text)
	}
	return int(end)
}

// Disassemble prints a code object as assembly that llvm-mc and our
// assembler accept: target, kernels with their code, branch labels, kernel
// descriptors as .amdhsa_kernel blocks, and the metadata as YAML. With
// encodings, each instruction is followed by its offset and bytes as a
// comment, like llvm-objdump.
func Disassemble(o *codeobj.Object, withEncoding bool) (string, error) {
	t, err := ParseTarget(o.Target.Processor)
	if err != nil {
		return "", err
	}
	syms := map[uint64]string{}
	var symList []codeobj.Symbol
	for _, s := range o.Symbols {
		if prev, ok := syms[s.Offset]; ok && prev < s.Name {
			continue
		}
		syms[s.Offset] = s.Name
		symList = append(symList, s)
	}
	end := CodeEnd(o)
	insts, labels, err := DecodeText(t, o.Text[:end], syms)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	b.WriteString(RegisterReport(o))
	fmt.Fprintf(&b, "\t.amdgcn_target \"%s\"\n\t.text\n", o.Target.String())
	sort.Slice(symList, func(i, j int) bool { return symList[i].Offset < symList[j].Offset })
	byOffset := map[uint64][]codeobj.Symbol{}
	for _, s := range symList {
		byOffset[s.Offset] = append(byOffset[s.Offset], s)
	}
	for _, in := range insts {
		for _, s := range byOffset[in.Offset] {
			if s.Global {
				fmt.Fprintf(&b, "\t.globl %s\n", s.Name)
			}
			if s.Offset%256 == 0 && s.Kind == codeobj.SymbolFunc {
				b.WriteString("\t.p2align 8\n")
			}
			if s.Kind == codeobj.SymbolFunc {
				fmt.Fprintf(&b, "\t.type %s,@function\n", s.Name)
			}
			fmt.Fprintf(&b, "%s:\n", s.Name)
		}
		if l, ok := labels[in.Offset]; ok {
			fmt.Fprintf(&b, "%s:\n", l)
		}
		text := in.Instr.Format(true)
		if withEncoding {
			words := make([]string, 0, len(in.Bytes)/4)
			for k := 0; k+4 <= len(in.Bytes); k += 4 {
				w := uint32(in.Bytes[k]) | uint32(in.Bytes[k+1])<<8 | uint32(in.Bytes[k+2])<<16 | uint32(in.Bytes[k+3])<<24
				words = append(words, fmt.Sprintf("%08X", w))
			}
			fmt.Fprintf(&b, "\t%-56s // %012X: %s\n", text, o.TextAddr+in.Offset, strings.Join(words, " "))
		} else {
			fmt.Fprintf(&b, "\t%s\n", text)
		}
	}
	if l, ok := labels[uint64(end)]; ok {
		fmt.Fprintf(&b, "%s:\n", l)
	}
	// read-only data after the code (a kernel's constant tables), as
	// dwords: it is no code
	for off := end; off < len(o.Text); off += 4 {
		var w [4]byte
		copy(w[:], o.Text[off:])
		fmt.Fprintf(&b, "\t.long 0x%08x\n", uint32(w[0])|uint32(w[1])<<8|uint32(w[2])<<16|uint32(w[3])<<24)
	}
	for _, s := range symList {
		if s.Size > 0 {
			fmt.Fprintf(&b, "\t.size %s, %d\n", s.Name, s.Size)
		}
	}
	if len(o.Kernels) > 0 {
		b.WriteString("\n\t.rodata\n")
		for _, k := range o.Kernels {
			b.WriteString("\t.p2align 6\n")
			fmt.Fprintf(&b, "\t.amdhsa_kernel %s\n", k.Name)
			for _, d := range k.Descriptor.Directives(o.Target) {
				fmt.Fprintf(&b, "\t\t%s %d\n", d.Name, d.Value)
			}
			b.WriteString("\t.end_amdhsa_kernel\n")
		}
	}
	if o.Metadata != nil {
		y, err := codeobj.FormatMetadataYAML(o.Metadata)
		if err != nil {
			return "", fmt.Errorf("metadata: %v", err)
		}
		fmt.Fprintf(&b, "\n\t.amdgpu_metadata\n%s\t.end_amdgpu_metadata\n", y)
	}
	return b.String(), nil
}

// kernelMeta returns the metadata map of the named kernel, if any.
func kernelMeta(o *codeobj.Object, name string) map[string]any {
	list, _ := o.Metadata["amdhsa.kernels"].([]any)
	for _, k := range list {
		if m, ok := k.(map[string]any); ok && m[".name"] == name {
			return m
		}
	}
	return nil
}

func metaInt(m map[string]any, key string) (int, bool) {
	switch v := m[key].(type) {
	case int64:
		return int(v), true
	case uint64:
		return int(v), true
	case int:
		return v, true
	}
	return 0, false
}

// RegisterReport summarises, as assembly comments, each kernel's register
// and LDS use and the occupancy they allow on gfx9. Exact counts come from
// the metadata when present (.vgpr_count, .sgpr_count), otherwise from the
// descriptor's allocation; the workgroup size from .reqd_workgroup_size or
// .max_flat_workgroup_size.
func RegisterReport(o *codeobj.Object) string {
	var b strings.Builder
	for _, k := range o.Kernels {
		kd := k.Descriptor
		m := kernelMeta(o, k.Name)
		vgprs, vok := metaInt(m, ".vgpr_count")
		if !vok {
			vgprs = kd.VGPRCount()
		}
		sgprs, sok := metaInt(m, ".sgpr_count")
		if !sok {
			sgprs = kd.SGPRCount()
		}
		group, gok := 0, false
		if req, ok := m[".reqd_workgroup_size"].([]any); ok && len(req) == 3 {
			x, _ := req[0].(int64)
			y, _ := req[1].(int64)
			z, _ := req[2].(int64)
			group, gok = int(x*y*z), true
		} else if g, ok := metaInt(m, ".max_flat_workgroup_size"); ok {
			group, gok = g, true
		}
		lds := int(kd.GroupSegmentFixedSize)
		fmt.Fprintf(&b, "// kernel %s: %d VGPRs, %d SGPRs, %d bytes LDS, %d bytes scratch per lane\n", k.Name, vgprs, sgprs, lds, kd.PrivateSegmentFixedSize)
		occ, err := ComputeOccupancy(min(vgprs, VGPRsPerLane), min(sgprs, MaxSGPRsPerWave+6), min(lds, MaxLDSPerGroup), min(group, MaxWorkgroupSize))
		if err != nil {
			fmt.Fprintf(&b, "//   occupancy unknown: %v\n", err)
			continue
		}
		at := "workgroup size unknown"
		if gok {
			at = fmt.Sprintf("workgroup size %d", group)
		}
		fmt.Fprintf(&b, "//   allocated: %d VGPRs, %d SGPRs, %d bytes LDS; %d waves per SIMD (limited by %s; %s)\n",
			occ.VGPRAlloc, occ.SGPRAlloc, occ.LDSAlloc, occ.WavesPerSIMD, occ.Limiter, at)
		if occ.VGPRsForNextWave > 0 {
			fmt.Fprintf(&b, "//   %d VGPRs or fewer would allow %d waves per SIMD\n", occ.VGPRsForNextWave, occ.WavesPerSIMD+1)
		}
	}
	return b.String()
}
