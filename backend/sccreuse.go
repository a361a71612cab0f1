package backend

import (
	"slices"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// sccNonZeroTests are the scalar compares that test a register for being
// zero or not, by which source holds the zero: `s_cmp_lg_u32 x, 0` and
// `s_cmp_gt_u32 x, 0` are both x != 0 (unsigned x > 0 is x != 0),
// `s_cmp_eq_u32 x, 0` and `s_cmp_le_u32 x, 0` both x == 0 (zero: the
// compare's SCC is the opposite of x != 0). Each row has a case in
// testdata/sccreuse/nonzero_compares.s (zero: zero_compares.s).
var sccNonZeroTests = []struct {
	name  string
	width uint8 // registers compared
	zeroA bool  // `s_cmp 0, x` (else `s_cmp x, 0`)
	zero  bool  // the compare is x == 0
}{
	{"s_cmp_lg_u32", 1, false, false},
	{"s_cmp_lg_u32", 1, true, false},
	{"s_cmp_lg_i32", 1, false, false},
	{"s_cmp_lg_i32", 1, true, false},
	{"s_cmp_gt_u32", 1, false, false},
	{"s_cmp_lt_u32", 1, true, false},
	{"s_cmp_lg_u64", 2, false, false},
	{"s_cmp_lg_u64", 2, true, false},
	{"s_cmp_eq_u32", 1, false, true},
	{"s_cmp_eq_u32", 1, true, true},
	{"s_cmp_eq_i32", 1, false, true},
	{"s_cmp_eq_i32", 1, true, true},
	{"s_cmp_le_u32", 1, false, true},
	{"s_cmp_ge_u32", 1, true, true},
	{"s_cmp_eq_u64", 2, false, true},
	{"s_cmp_eq_u64", 2, true, true},
}

// ReuseSCC deletes a scalar compare of a register with zero
// (sccNonZeroTests) when the last SCC write before it in its block is a
// scalar instruction that set SCC to whether that same register, its whole
// result, is not zero (gfx9.SCCNonZero) and nothing in between writes the
// register: SCC already holds the compare's answer, for a compare for
// inequality, or its negation, for one for equality. For the latter every
// instruction that reads the compare's SCC is inverted instead (it must
// be one that can be: s_cbranch_scc0 and s_cbranch_scc1 swap, s_cselect
// swaps its sources; else the compare stays). `s_lshr_b32 s0, s0, 1;
// s_cmp_gt_u32 s0, 0` keeps the shift. It runs on allocated code, where
// the registers and the order are final (s_waitcnt and s_nop, inserted
// later, write neither), and relies on selection's rule that SCC does not
// live from one block into another. Guarantees: every register holds the
// same values at every remaining instruction, and SCC too except where
// every reader was inverted to match.
func ReuseSCC(f *mir.Func) {
	for _, b := range f.Blocks {
		// The scan looks back over the instructions kept so far, in a
		// slice of its own: compacting b.Instrs in place would leave a
		// deleted compare visible to the next one.
		kept := make([]gfx9.Instr, 0, len(b.Instrs))
		for k := range b.Instrs {
			in := &b.Instrs[k]
			x, zero, ok := nonZeroTested(in)
			if !ok || !sccHoldsNonZero(kept, x) || zero && !invertSCCReaders(f, b.Instrs[k+1:]) {
				kept = append(kept, *in)
			}
		}
		b.Instrs = kept
	}
}

// invertSCCReaders rewrites the instructions of code that read SCC before
// the next write of it to read its negation, if they all can be.
func invertSCCReaders(f *mir.Func, code []gfx9.Instr) bool {
	var readers []int
	for k := range code {
		in := &code[k]
		if slices.Contains(in.Inst.ImplicitUses, gfx9.SpecialSCC) || readsAny(in, []gfx9.RegRange{{Code: gfx9.CodeSCC, Count: 1}}) {
			switch in.Inst.Name {
			case "s_cbranch_scc0", "s_cbranch_scc1", "s_cselect_b32", "s_cselect_b64":
			default:
				return false
			}
			readers = append(readers, k)
		}
		if slices.Contains(in.Inst.ImplicitDefs, gfx9.SpecialSCC) {
			break
		}
	}
	for _, k := range readers {
		in := &code[k]
		switch in.Inst.Name {
		case "s_cbranch_scc0", "s_cbranch_scc1":
			other := map[string]string{"s_cbranch_scc0": "s_cbranch_scc1", "s_cbranch_scc1": "s_cbranch_scc0"}[in.Inst.Name]
			in.Inst = gfx9.Lookup(other)
			in.Form = in.Inst.Form(in.Form.Kind)
		default:
			var src []int
			for j, op := range in.Form.Operands {
				if op.Field == gfx9.FieldSSrc0 || op.Field == gfx9.FieldSSrc1 {
					src = append(src, j)
				}
			}
			in.Ops[src[0]], in.Ops[src[1]] = in.Ops[src[1]], in.Ops[src[0]]
		}
	}
	return true
}

// nonZeroTested returns the register a compare of sccNonZeroTests tests
// and whether the compare is for x == 0.
func nonZeroTested(in *gfx9.Instr) (gfx9.RegRange, bool, bool) {
	if gfx9.IsSALU(in) && in.Form.Enc == gfx9.EncSOPC {
		a, _ := operand(in, gfx9.FieldSSrc0)
		c, _ := operand(in, gfx9.FieldSSrc1)
		for _, r := range sccNonZeroTests {
			x, zero := a, c
			if r.zeroA {
				x, zero = c, a
			}
			if r.name == in.Inst.Name && isZero(zero) && x.IsSGPR() && !x.IsVirtual() && max(x.Count, 1) == r.width {
				return gfx9.RegRange{Code: x.Code, Count: r.width}, r.zero, true
			}
		}
	}
	return gfx9.RegRange{}, false, false
}

// isZero reports whether v is the inline constant 0.
func isZero(v gfx9.Value) bool { return v.Kind == gfx9.ValReg && v.Code == gfx9.CodeZero }

// sccHoldsNonZero reports whether, after code, SCC is x != 0: the last
// instruction writing SCC or x writes both, x as its whole destination,
// and is a row of gfx9.SCCNonZero.
func sccHoldsNonZero(code []gfx9.Instr, x gfx9.RegRange) bool {
	for j := len(code) - 1; j >= 0; j-- {
		in := &code[j]
		scc := slices.Contains(in.Inst.ImplicitDefs, gfx9.SpecialSCC)
		if !scc && !writesAny(in, []gfx9.RegRange{x}) {
			continue
		}
		d, ok := operand(in, gfx9.FieldSDst)
		return scc && ok && gfx9.SCCNonZero[in.Inst.Name] && d.Code == x.Code && max(d.Count, 1) == x.Count
	}
	return false
}
