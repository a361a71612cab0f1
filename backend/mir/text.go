package mir

import (
	"fmt"
	"strconv"
	"strings"

	"hlslc/backend/gfx9"
)

// ParseFunc reads a function in the text form the machine-level tests use:
// instructions in gfx9 assembly syntax with virtual registers (%N,
// %[A:B]), labels ("name:"), and directives in comment lines:
//
//	; vgpr %0 %[4:7]      declares VGPR virtual registers
//	; sgpr %[8:9]         declares SGPR virtual registers
//	; linear %3           declares linear VGPR virtual registers (VReg.Linear)
//	; fullexec            every block is outside divergent regions (Block.FullExec)
//	; logical A -> B C    block A's logical successors (Block.LogicalSuccs; labels,
//	                      "entry" for an unlabelled first block); with any such line the
//	                      function has a logical CFG, equal to the linear one elsewhere
//
// (a declaration names registers from its second word on, a logical line
// has "->" as its third). Every other comment line is returned, without its
// ';', for the caller's own directives.
func ParseFunc(name string, t gfx9.Target, src string) (*Func, []string, error) {
	var other []string
	fullExec := false
	logical := map[string][]string{}
	var code []gfx9.DisasmInstr
	labels := map[uint64]string{}
	vregs := map[int]VReg{}
	for ln, line := range strings.Split(src, "\n") {
		line = strings.TrimSpace(line)
		if c, ok := strings.CutPrefix(line, ";"); ok {
			fields := strings.Fields(c)
			if len(fields) == 0 {
				continue
			}
			switch fields[0] {
			case "fullexec":
				fullExec = true
			case "vgpr", "sgpr", "linear":
				if len(fields) < 2 || !strings.HasPrefix(fields[1], "%") {
					other = append(other, c) // prose
					continue
				}
				file := VGPR
				if fields[0] == "sgpr" {
					file = SGPR
				}
				for _, r := range fields[1:] {
					lo, hi, err := ParseVirtual(r)
					if err != nil {
						return nil, nil, fmt.Errorf("line %d: %v", ln+1, err)
					}
					vregs[lo] = VReg{File: file, Size: hi - lo + 1, Linear: fields[0] == "linear"}
				}
			case "logical":
				if len(fields) < 3 || fields[2] != "->" {
					other = append(other, c) // prose
					continue
				}
				logical[fields[1]] = fields[3:]
			default:
				other = append(other, c)
			}
			continue
		}
		if line == "" {
			continue
		}
		off := uint64(len(code) * 4)
		if l, ok := strings.CutSuffix(line, ":"); ok {
			labels[off] = l
			continue
		}
		in, err := gfx9.ParseInstr(t, line)
		if err != nil {
			return nil, nil, fmt.Errorf("line %d: %v", ln+1, err)
		}
		code = append(code, gfx9.DisasmInstr{Offset: off, Instr: in})
	}
	f, err := FuncFromCode(name, t, code, labels)
	if err != nil {
		return nil, nil, err
	}
	for _, b := range f.Blocks {
		b.FullExec = fullExec
	}
	if len(logical) > 0 {
		if err := f.setLogicalByLabel(logical); err != nil {
			return nil, nil, err
		}
	}
	// declare in ascending order so that NewVReg continues after them
	maxUnit := 0
	for s, v := range vregs {
		maxUnit = max(maxUnit, s+v.Size)
	}
	for u := 0; u < maxUnit; {
		if v, ok := vregs[u]; ok {
			if v.Linear {
				f.NewLinearVGPR(v.Size)
			} else {
				f.NewVReg(v.File, v.Size)
			}
			u += v.Size
			continue
		}
		f.NewVReg(VGPR, 1) // a gap: an unused register
		u++
	}
	for s := range f.VRegs.All() {
		if _, ok := vregs[s]; !ok {
			f.VRegs.Delete(s)
		}
	}
	for s, v := range vregs {
		if w, _ := f.VRegs.Get(s); w != v {
			return nil, nil, fmt.Errorf("virtual register %%%d: declarations overlap", s)
		}
	}
	return f, other, nil
}

// setLogicalByLabel gives the blocks named in edges (by label, "entry" for
// an unlabelled first block) those logical successors, and every other
// block its linear ones.
func (f *Func) setLogicalByLabel(edges map[string][]string) error {
	index := map[string]int{"entry": 0}
	for i, b := range f.Blocks {
		if b.Label != "" {
			index[b.Label] = i
		}
	}
	for i, b := range f.Blocks {
		name := b.Label
		if i == 0 && name == "" {
			name = "entry"
		}
		to, ok := edges[name]
		if !ok {
			b.LogicalSuccs = append([]int(nil), b.Succs...)
			continue
		}
		b.LogicalSuccs = nil
		for _, l := range to {
			j, ok := index[l]
			if !ok {
				return fmt.Errorf("logical edge to unknown block %q", l)
			}
			b.LogicalSuccs = append(b.LogicalSuccs, j)
		}
	}
	f.Logical = true
	return nil
}

// ParseVirtual reads a virtual register operand, %N or %[A:B], and returns
// its first and last units.
func ParseVirtual(s string) (int, int, error) {
	if r, ok := strings.CutPrefix(s, "%["); ok {
		a, b, _ := strings.Cut(strings.TrimSuffix(r, "]"), ":")
		lo, err1 := strconv.Atoi(a)
		hi, err2 := strconv.Atoi(b)
		if err1 != nil || err2 != nil || hi < lo {
			return 0, 0, fmt.Errorf("bad register %q", s)
		}
		return lo, hi, nil
	}
	n, err := strconv.Atoi(strings.TrimPrefix(s, "%"))
	if err != nil || !strings.HasPrefix(s, "%") {
		return 0, 0, fmt.Errorf("bad register %q", s)
	}
	return n, n, nil
}
