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
	insts, labels, err := DecodeText(t, o.Text, syms)
	if err != nil {
		return "", err
	}
	var b strings.Builder
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
	if l, ok := labels[uint64(len(o.Text))]; ok {
		fmt.Fprintf(&b, "%s:\n", l)
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
