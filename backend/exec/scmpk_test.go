package exec

import (
	"fmt"
	"strings"
	"testing"
)

// TestSCmpK checks s_cmpk_*: SCC = SDST op imm16, the immediate
// zero-extended for the unsigned and sign-extended for the signed forms.
// The register operand is the compare's left-hand side (the executor once
// compared 0 with the immediate, so llc's loop bound "s_cmpk_gt_u32 s6, 0xc7"
// never ended a loop).
func TestSCmpK(t *testing.T) {
	type cmpk struct {
		op   string
		reg  uint32
		imm  uint16
		want bool
	}
	var cases []cmpk
	ops := map[string]func(a, b int64) bool{
		"eq": func(a, b int64) bool { return a == b }, "lg": func(a, b int64) bool { return a != b },
		"gt": func(a, b int64) bool { return a > b }, "ge": func(a, b int64) bool { return a >= b },
		"lt": func(a, b int64) bool { return a < b }, "le": func(a, b int64) bool { return a <= b },
	}
	regs := []uint32{0, 1, 199, 200, 201, 0xffff, 0x10000, 0xffff8000, 0xffffffff, 0x7fffffff}
	imms := []uint16{0, 1, 0xc7, 0xc8, 0x7fff, 0x8000, 0xffff}
	for _, name := range []string{"eq", "lg", "gt", "ge", "lt", "le"} {
		for _, typ := range []string{"u32", "i32"} {
			for _, r := range regs {
				for _, i := range imms {
					a, b := int64(r), int64(i)
					if typ == "i32" {
						a, b = int64(int32(r)), int64(int16(i))
					}
					cases = append(cases, cmpk{"s_cmpk_" + name + "_" + typ, r, i, ops[name](a, b)})
				}
			}
		}
	}
	// One kernel per chunk of cases: each sets s12, compares, and stores
	// SCC (via s_cselect_b32) to its own word.
	const chunk = 64
	for lo := 0; lo < len(cases); lo += chunk {
		hi := min(lo+chunk, len(cases))
		var b strings.Builder
		for k, c := range cases[lo:hi] {
			fmt.Fprintf(&b, "\ts_mov_b32 s12, 0x%x\n\t%s s12, 0x%x\n\ts_cselect_b32 s13, 1, 2\n\ts_store_dword s13, s[4:5], 0x%x\n", c.reg, c.op, c.imm, 4*k)
		}
		b.WriteString("\ts_waitcnt lgkmcnt(0)")
		got, err := runScalar(t, b.String(), make([]uint32, chunk))
		if err != nil {
			t.Fatal(err)
		}
		for k, c := range cases[lo:hi] {
			want := uint32(2)
			if c.want {
				want = 1
			}
			if got[k] != want {
				t.Errorf("%s s12=%#x, %#x: SCC = %v, want %v", c.op, c.reg, c.imm, got[k] == 1, c.want)
			}
		}
	}
}
