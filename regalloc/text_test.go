package regalloc

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

var update = flag.Bool("update", false, "rewrite the expected outputs of text tests")

// parseFunc reads a test input: instructions with virtual registers, labels
// ("name:"), and directives in comments:
//
//	; vgpr %0 %[4:7]      declares VGPR virtual registers
//	; sgpr %[8:9]         declares SGPR virtual registers
//	; options max-sgprs=N max-vgprs=M
//	; scratch RSRC OFFSET BASE  VGPRs may spill (RSRC, OFFSET: s[4:7], s8, %[10:13], %14)
//	; fullexec            every block is outside divergent regions (mir.Block.FullExec)
//	; linear %3           declares linear VGPR virtual registers (mir.VReg.Linear)
//	; logical A -> B C    block A's logical successors (mir.Block.LogicalSuccs; labels,
//	                      "entry" for an unlabelled first block); with any such line the
//	                      function has a logical CFG, equal to the linear one elsewhere
func parseFunc(name, src string) (*mir.Func, Options, error) {
	var opts Options
	fullExec := false
	logical := map[string][]string{}
	var code []gfx9.DisasmInstr
	labels := map[uint64]string{}
	vregs := map[int]mir.VReg{}
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
				file := mir.VGPR
				if fields[0] == "sgpr" {
					file = mir.SGPR
				}
				for _, r := range fields[1:] {
					lo, hi, err := parseVirtual(r)
					if err != nil {
						return nil, opts, fmt.Errorf("line %d: %v", ln+1, err)
					}
					vregs[lo] = mir.VReg{File: file, Size: hi - lo + 1, Linear: fields[0] == "linear"}
				}
			case "logical":
				if len(fields) < 3 || fields[2] != "->" {
					return nil, opts, fmt.Errorf("line %d: logical takes FROM -> TO...", ln+1)
				}
				logical[fields[1]] = fields[3:]
			case "scratch":
				if len(fields) != 4 {
					return nil, opts, fmt.Errorf("line %d: scratch takes RSRC OFFSET BASE", ln+1)
				}
				rsrc, err1 := parseReg(fields[1])
				off, err2 := parseReg(fields[2])
				base, err3 := strconv.Atoi(fields[3])
				if err := errors.Join(err1, err2, err3); err != nil {
					return nil, opts, fmt.Errorf("line %d: %v", ln+1, err)
				}
				opts.Scratch = &Scratch{Rsrc: rsrc, Offset: off, Base: base}
			case "options":
				for _, o := range fields[1:] {
					k, v, _ := strings.Cut(o, "=")
					n, err := strconv.Atoi(v)
					if err != nil {
						return nil, opts, fmt.Errorf("line %d: option %q", ln+1, o)
					}
					switch k {
					case "max-sgprs":
						opts.MaxSGPRs = n
					case "max-vgprs":
						opts.MaxVGPRs = n
					default:
						return nil, opts, fmt.Errorf("line %d: unknown option %q", ln+1, k)
					}
				}
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
		in, err := gfx9.ParseInstr(gfx9.GFX900, line)
		if err != nil {
			return nil, opts, fmt.Errorf("line %d: %v", ln+1, err)
		}
		code = append(code, gfx9.DisasmInstr{Offset: off, Instr: in})
	}
	f, err := mir.FuncFromCode(name, gfx9.GFX900, code, labels)
	if err == nil {
		for _, b := range f.Blocks {
			b.FullExec = fullExec
		}
	}
	if err != nil {
		return nil, opts, err
	}
	if len(logical) > 0 {
		index := map[string]int{"entry": 0}
		for i, b := range f.Blocks {
			if b.Label != "" {
				index[b.Label] = i
			}
		}
		for i, b := range f.Blocks {
			b.LogicalSuccs = append([]int(nil), b.Succs...)
			if to, ok := logical[b.Label]; ok || i == 0 && b.Label == "" {
				if i == 0 && b.Label == "" {
					to, ok = logical["entry"]
				}
				if !ok {
					continue
				}
				b.LogicalSuccs = nil
				for _, l := range to {
					j, ok := index[l]
					if !ok {
						return nil, opts, fmt.Errorf("logical edge to unknown block %q", l)
					}
					b.LogicalSuccs = append(b.LogicalSuccs, j)
				}
			}
		}
		f.Logical = true
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
		f.NewVReg(mir.VGPR, 1) // a gap: an unused register
		u++
	}
	for s := range f.VRegs {
		if _, ok := vregs[s]; !ok {
			delete(f.VRegs, s)
		}
	}
	for s, v := range vregs {
		if f.VRegs[s] != v {
			return nil, opts, fmt.Errorf("virtual register %%%d: declarations overlap", s)
		}
	}
	return f, opts, nil
}

// parseReg reads an SGPR operand: sN, s[A:B], %N or %[A:B].
func parseReg(s string) (gfx9.Value, error) {
	if strings.HasPrefix(s, "%") {
		lo, hi, err := parseVirtual(s)
		return gfx9.Virtual(lo, hi-lo+1), err
	}
	r, ok := strings.CutPrefix(s, "s")
	if !ok {
		return gfx9.Value{}, fmt.Errorf("bad register %q", s)
	}
	lo, hi := r, r
	if in, ok := strings.CutPrefix(r, "["); ok {
		lo, hi, _ = strings.Cut(strings.TrimSuffix(in, "]"), ":")
	}
	a, err1 := strconv.Atoi(lo)
	b, err2 := strconv.Atoi(hi)
	if err1 != nil || err2 != nil || b < a {
		return gfx9.Value{}, fmt.Errorf("bad register %q", s)
	}
	return gfx9.Value{Kind: gfx9.ValReg, Code: uint16(a), Count: uint8(b - a + 1)}, nil
}

func parseVirtual(s string) (int, int, error) {
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

// TestText allocates testdata/*.s and compares with the .out beside each
// input: the result counts and the allocated code, or the error..
func TestText(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.s")
	if len(files) == 0 {
		t.Fatal("no tests")
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			f, opts, err := parseFunc("k", string(src))
			if err != nil {
				t.Fatal(err)
			}
			var got string
			res, err := Allocate(f, opts)
			if err != nil {
				got = "error: " + err.Error() + "\n"
			} else {
				got = fmt.Sprintf("; sgprs %d vgprs %d vcc %v spilled-sgprs %d spill-vgprs %d copies-removed %d",
					res.SGPRs, res.VGPRs, res.UsesVCC, res.SpilledSGPRs, res.SpillVGPRs, res.CopiesRemoved)
				if opts.Scratch != nil {
					got += fmt.Sprintf(" spilled-vgprs %d scratch-bytes %d", res.SpilledVGPRs, res.ScratchBytes)
				}
				got += "\n" + f.Assembly()
			}
			want := strings.TrimSuffix(file, ".s") + ".out"
			if *update {
				if err := os.WriteFile(want, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			exp, err := os.ReadFile(want)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if got != string(exp) {
				t.Errorf("got:\n%s\nwant:\n%s", got, exp)
			}
		})
	}
}
