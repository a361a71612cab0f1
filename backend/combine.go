package backend

import (
	"fmt"
	"strings"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// combineRules is the combiner's table: each row rewrites an instruction
// (the outer one) that reads the result of another (the inner one, in
// parentheses) into one instruction computing the same bits in every lane:
//
//	OUTER ARG ARG => NEW ARG ARG ARG [commutes]
//
// An ARG is a variable or a parenthesised inner instruction with its two
// sources; NEW takes the variables in the order written. [commutes] says
// the outer operation gives the same bits with its sources swapped, so the
// row matches either way round. A row of a float min/max keeps the order
// of the sources (their NaN results depend on it) and is written once per
// position instead. Each row has the text test testdata/combine/NAME.mir.
//
// There is no mul+add → v_mad_f32/v_mac_f32 row: those flush f32
// denormals (LLVM selects them only when f32 denormals are off), and the
// kernels keep them (emit.go), so the result would differ from a separate
// v_mul_f32 and v_add_f32 for denormal products; contraction into
// v_fma_f32, where HLSL allows it, is the IR optimizer's (passes.Algebraic).
var combineRules = []struct{ name, rule string }{
	{"lshl_add", "v_add_u32 (v_lshlrev_b32 s x) y => v_lshl_add_u32 x s y [commutes]"},
	{"add_lshl", "v_lshlrev_b32 s (v_add_u32 x y) => v_add_lshl_u32 x y s"},
	{"add3", "v_add_u32 (v_add_u32 x y) z => v_add3_u32 x y z [commutes]"},
	{"lshl_or", "v_or_b32 (v_lshlrev_b32 s x) y => v_lshl_or_b32 x s y [commutes]"},
	{"and_or", "v_or_b32 (v_and_b32 x m) y => v_and_or_b32 x m y [commutes]"},
	{"or3", "v_or_b32 (v_or_b32 x y) z => v_or3_b32 x y z [commutes]"},
	{"xad", "v_add_u32 (v_xor_b32 x y) z => v_xad_u32 x y z [commutes]"},
	{"max3_i32", "v_max_i32 (v_max_i32 x y) z => v_max3_i32 x y z [commutes]"},
	{"min3_i32", "v_min_i32 (v_min_i32 x y) z => v_min3_i32 x y z [commutes]"},
	{"max3_u32", "v_max_u32 (v_max_u32 x y) z => v_max3_u32 x y z [commutes]"},
	{"min3_u32", "v_min_u32 (v_min_u32 x y) z => v_min3_u32 x y z [commutes]"},
	{"max3_f32", "v_max_f32 (v_max_f32 x y) z => v_max3_f32 x y z"},
	{"max3_f32_rhs", "v_max_f32 x (v_max_f32 y z) => v_max3_f32 x y z"},
	{"min3_f32", "v_min_f32 (v_min_f32 x y) z => v_min3_f32 x y z"},
	{"min3_f32_rhs", "v_min_f32 x (v_min_f32 y z) => v_min3_f32 x y z"},
}

// sourceModRules fold an instruction that changes a float's sign bit into
// the reading instruction's source modifier: `v_and_b32 d, 0x7fffffff, x`
// is |x| and `v_xor_b32 d, 0x80000000, x` is -x, exactly (the modifiers
// act on the sign bit alone, NaNs included). Each has the text test
// testdata/combine/NAME.mir.
var sourceModRules = []struct {
	name  string
	inner string
	mask  uint32
	mod   gfx9.Mod
}{
	{"abs", "v_and_b32", 0x7fffffff, gfx9.ModAbs},
	{"neg", "v_xor_b32", 0x80000000, gfx9.ModNeg},
}

// combineRule is a parsed row of combineRules.
type combineRule struct {
	name     string
	outer    *gfx9.Inst
	inner    *gfx9.Inst
	slot     int       // the outer source holding the inner result
	vars     [2]string // the inner's sources
	other    string    // the outer's other source
	into     *gfx9.Inst
	order    [3]string // NEW's sources
	commutes bool
}

var parsedCombineRules = mustParseCombineRules()

func mustParseCombineRules() []combineRule {
	var out []combineRule
	for _, r := range combineRules {
		cr, err := parseCombineRule(r.name, r.rule)
		if err != nil {
			panic(fmt.Sprintf("combine rule %s: %v", r.name, err))
		}
		out = append(out, cr)
	}
	return out
}

// parseCombineRule reads one row of combineRules.
func parseCombineRule(name, text string) (combineRule, error) {
	r := combineRule{name: name}
	text, r.commutes = strings.CutSuffix(strings.TrimSpace(text), " [commutes]")
	lhs, rhs, ok := strings.Cut(text, "=>")
	if !ok {
		return r, fmt.Errorf("no =>")
	}
	lhs = strings.NewReplacer("(", " ( ", ")", " ) ").Replace(lhs)
	// the two shapes: OUTER ( INNER a b ) c  and  OUTER c ( INNER a b )
	g := strings.Fields(lhs)
	if len(g) != 7 {
		return r, fmt.Errorf("want OUTER (INNER a b) c or OUTER c (INNER a b)")
	}
	r.outer = gfx9.Lookup(g[0])
	switch {
	case g[1] == "(" && g[5] == ")":
		r.slot, r.inner, r.vars, r.other = 0, gfx9.Lookup(g[2]), [2]string{g[3], g[4]}, g[6]
	case g[2] == "(" && g[6] == ")":
		r.slot, r.inner, r.vars, r.other = 1, gfx9.Lookup(g[3]), [2]string{g[4], g[5]}, g[1]
	default:
		return r, fmt.Errorf("want OUTER (INNER a b) c or OUTER c (INNER a b)")
	}
	n := strings.Fields(rhs)
	if len(n) != 4 {
		return r, fmt.Errorf("want NEW a b c")
	}
	r.into = gfx9.Lookup(n[0])
	copy(r.order[:], n[1:])
	if r.outer == nil || r.inner == nil || r.into == nil {
		return r, fmt.Errorf("unknown instruction")
	}
	for _, v := range r.order {
		if v != r.vars[0] && v != r.vars[1] && v != r.other {
			return r, fmt.Errorf("%s is not bound", v)
		}
	}
	return r, nil
}

// Combine rewrites the selected code with the combiner's tables, on
// virtual registers before allocation: a row of combineRules replaces an
// instruction and the instruction computing one of its sources by one
// three-source instruction; a row of sourceModRules folds a sign-bit
// operation into a float source modifier; and a VGPR copy of an SGPR that
// the block already copied is replaced by the earlier copy (copyCSE). The inner instruction's result must be a one-dword virtual
// VGPR defined there alone and read only by the outer one, in the same
// block, with nothing in between writing EXEC or the inner's sources, so
// that the outer instruction reads the same values in the same lanes; the
// result must fit the new encoding (no literal in VOP3, one SGPR over the
// constant bus, each source of a kind its slot accepts). Guarantees: every
// lane of every register the code reads afterwards holds the same bits.
func Combine(f *mir.Func) {
	c := &combiner{f: f}
	c.count()
	for _, b := range f.Blocks {
		dead := make([]bool, len(b.Instrs))
		c.defAt = map[uint32]int{}
		for k := range b.Instrs {
			for c.combineAt(b, k, dead) {
			}
			for _, d := range gfx9.ExplicitDefs(&b.Instrs[k]) {
				c.defAt[d.Code] = k
			}
		}
		kept := b.Instrs[:0]
		for k := range b.Instrs {
			if !dead[k] {
				kept = append(kept, b.Instrs[k])
			}
		}
		b.Instrs = kept
	}
	copyCSE(f, c)
}

// combiner holds the counts of definitions and reads of every register
// unit.
type combiner struct {
	f          *mir.Func
	defs, uses map[uint32]int
	defAt      map[uint32]int // Combine: where the current block defines a register
}

func (c *combiner) count() {
	c.defs, c.uses = map[uint32]int{}, map[uint32]int{}
	for _, b := range c.f.Blocks {
		for k := range b.Instrs {
			for _, d := range gfx9.Defs(&b.Instrs[k]) {
				for u := d.Code; u < d.Code+uint32(d.Count); u++ {
					c.defs[u]++
				}
			}
			for _, r := range gfx9.Uses(&b.Instrs[k]) {
				for u := r.Code; u < r.Code+uint32(r.Count); u++ {
					c.uses[u]++
				}
			}
		}
	}
}

// singleVGPR reports whether v is a one-dword virtual VGPR of its own (no
// unit of a tuple, not linear) that one instruction defines.
func (c *combiner) singleVGPR(v gfx9.Value) bool {
	if !v.IsVirtual() || v.Count > 1 {
		return false
	}
	r, start, ok := c.f.VRegOf(int(v.Code) - gfx9.CodeVirtual)
	return ok && r.File == mir.VGPR && r.Size == 1 && !r.Linear && start == int(v.Code)-gfx9.CodeVirtual && c.defs[v.Code] == 1
}

// maxCombineDistance bounds how far apart in a block an inner and an outer
// instruction may be, which keeps the pass linear in the block's length.
const maxCombineDistance = 256

// innerDef returns the index of the instruction of b before k that defines
// x, the only read of which is by instruction k, or -1; want says whether
// that instruction is one the caller can fold. The instructions between
// must write neither EXEC nor what it reads.
func (c *combiner) innerDef(b *mir.Block, k int, x gfx9.Value, dead []bool, want func(*gfx9.Instr) bool) int {
	if !c.singleVGPR(x) || c.uses[x.Code] != 1 {
		return -1
	}
	j, ok := c.defAt[x.Code]
	if !ok || j >= k || k-j > maxCombineDistance || dead[j] || !want(&b.Instrs[j]) {
		return -1
	}
	protect := append(gfx9.Uses(&b.Instrs[j]), gfx9.RegRange{Code: gfx9.CodeEXECLo, Count: 2})
	for i := j + 1; i < k; i++ {
		if !dead[i] && writesAny(&b.Instrs[i], protect) {
			return -1
		}
	}
	return j
}

// plain reports whether i is the native or e64 form of a VALU instruction
// with no modifier set.
func plain(i *gfx9.Instr) bool {
	return (i.Form.Kind == gfx9.FormNative || i.Form.Kind == gfx9.FormE64) && i.Mods == gfx9.DefaultModifiers(i.Inst, i.Form)
}

// srcs returns an instruction's src0 and src1.
func srcs(i *gfx9.Instr) (gfx9.Value, gfx9.Value) {
	a, _ := operand(i, gfx9.FieldSrc0)
	b, _ := operand(i, gfx9.FieldSrc1)
	return a, b
}

// combineAt applies the first rule that fits instruction k of b, marking
// the inner instruction dead; it reports whether one did.
func (c *combiner) combineAt(b *mir.Block, k int, dead []bool) bool {
	out := &b.Instrs[k]
	if !gfx9.IsVALU(out) {
		return false
	}
	for ri := range parsedCombineRules {
		r := &parsedCombineRules[ri]
		if out.Inst != r.outer || !plain(out) {
			continue
		}
		s0, s1 := srcs(out)
		ops := [2]gfx9.Value{s0, s1}
		slots := []int{r.slot}
		if r.commutes {
			slots = append(slots, 1-r.slot)
		}
		for _, slot := range slots {
			j := c.innerDef(b, k, ops[slot], dead, func(i *gfx9.Instr) bool { return i.Inst == r.inner && plain(i) })
			if j < 0 {
				continue
			}
			x0, x1 := srcs(&b.Instrs[j])
			bind := map[string]gfx9.Value{r.vars[0]: x0, r.vars[1]: x1, r.other: ops[1-slot]}
			d, _ := operand(out, gfx9.FieldVDst)
			in, ok := c.build(r.into, d, bind[r.order[0]], bind[r.order[1]], bind[r.order[2]])
			if !ok {
				continue
			}
			in.Src = out.Src
			*out = in
			dead[j] = true
			c.uses[ops[slot].Code] = 0
			return true
		}
	}
	return c.foldSourceMod(b, k, dead)
}

// build makes the native form of into with destination d and the given
// sources, if they fit it: each of a kind its slot accepts, no literal,
// at most one SGPR.
func (c *combiner) build(into *gfx9.Inst, d gfx9.Value, src ...gfx9.Value) (gfx9.Instr, bool) {
	form := into.Form(gfx9.FormNative)
	if form == nil {
		return gfx9.Instr{}, false
	}
	in := gfx9.NewInstr(into, form)
	n := 0
	for k, op := range form.Operands {
		switch {
		case op.Field == gfx9.FieldVDst:
			in.Ops[k] = d
		case gfx9.SrcIndex(op.Field) >= 0 && n < len(src):
			in.Ops[k] = src[n]
			n++
		default:
			return gfx9.Instr{}, false
		}
	}
	return in, n == len(src) && c.fits(&in)
}

// fits reports whether the sources of VALU instruction i are of kinds
// their slots accept, with at most one SGPR or literal over the constant
// bus and no literal in a VOP3 encoding.
func (c *combiner) fits(i *gfx9.Instr) bool {
	vop3 := i.Form.Enc == gfx9.EncVOP3
	var scalar []gfx9.Value
	for k, op := range i.Form.Operands {
		if gfx9.SrcIndex(op.Field) < 0 {
			continue
		}
		v := i.Ops[k]
		var kind gfx9.Accept
		switch {
		case v.Kind == gfx9.ValLiteral:
			if vop3 {
				return false
			}
			kind = gfx9.AcceptLiteral
			scalar = appendNew(scalar, v)
		case v.Kind != gfx9.ValReg || v.Count > 1:
			return false
		case v.IsInline():
			kind = gfx9.AcceptInline
		case c.f.IsScalarReg(v):
			kind = gfx9.AcceptSGPR
			scalar = appendNew(scalar, v)
		default:
			kind = gfx9.AcceptVGPR
		}
		if op.Accept&kind == 0 {
			return false
		}
	}
	return len(scalar) <= 1
}

func appendNew(vs []gfx9.Value, v gfx9.Value) []gfx9.Value {
	for _, w := range vs {
		if w == v {
			return vs
		}
	}
	return append(vs, v)
}

// foldSourceMod applies the first row of sourceModRules that fits a float
// source of instruction k of b; it reports whether one did.
func (c *combiner) foldSourceMod(b *mir.Block, k int, dead []bool) bool {
	out := &b.Instrs[k]
	if out.Form.Kind != gfx9.FormNative && out.Form.Kind != gfx9.FormE64 || out.Form.Enc == gfx9.EncVOPC || out.Form.Enc == gfx9.EncVOP3P {
		return false
	}
	wide := out.Inst.Form(gfx9.FormE64)
	if out.Form.Enc == gfx9.EncVOP3 {
		wide = out.Form
	}
	if wide == nil {
		return false
	}
	for k2, op := range out.Form.Operands {
		s := gfx9.SrcIndex(op.Field)
		if s < 0 || op.Type != gfx9.TypeF32 || (out.Mods.Abs|out.Mods.Neg)&(1<<s) != 0 {
			continue
		}
		j := c.innerDef(b, k, out.Ops[k2], dead, func(i *gfx9.Instr) bool { return isSignOp(i) })
		if j < 0 {
			continue
		}
		inner := &b.Instrs[j]
		for _, r := range sourceModRules {
			if inner.Inst.Name != r.inner || !plain(inner) || wide.Mods&r.mod == 0 {
				continue
			}
			x0, x1 := srcs(inner)
			var x gfx9.Value
			switch {
			case isConst(x0, r.mask):
				x = x1
			case isConst(x1, r.mask):
				x = x0
			default:
				continue
			}
			in, ok := retarget(out, wide)
			if !ok {
				continue
			}
			in.Ops[k2] = x
			if r.mod == gfx9.ModAbs {
				in.Mods.Abs |= 1 << s
			} else {
				in.Mods.Neg |= 1 << s
			}
			if !c.fits(&in) {
				continue
			}
			in.Src = out.Src
			c.uses[out.Ops[k2].Code] = 0
			*out = in
			dead[j] = true
			return true
		}
	}
	return false
}

// isSignOp reports whether i is the instruction of a row of
// sourceModRules.
func isSignOp(i *gfx9.Instr) bool {
	for _, r := range sourceModRules {
		if i.Inst.Name == r.inner {
			return true
		}
	}
	return false
}

// isConst reports whether v is the 32-bit constant n.
func isConst(v gfx9.Value, n uint32) bool {
	x, ok := intConst(v)
	return ok && uint32(x) == n
}

// retarget returns i in form to (its VOP3 encoding): the same operands by
// field and the same source and output modifiers, when to has every
// operand i has.
func retarget(i *gfx9.Instr, to *gfx9.Form) (gfx9.Instr, bool) {
	if i.Form == to {
		in := *i
		in.Ops = append([]gfx9.Value(nil), i.Ops...)
		return in, true
	}
	in := gfx9.NewInstr(i.Inst, to)
	if len(to.Operands) != len(i.Form.Operands) {
		return in, false
	}
	for k, op := range to.Operands {
		v, ok := operand(i, op.Field)
		if !ok {
			return in, false
		}
		in.Ops[k] = v
	}
	in.Mods.Abs, in.Mods.Neg, in.Mods.Clamp, in.Mods.OMod = i.Mods.Abs, i.Mods.Neg, i.Mods.Clamp, i.Mods.OMod
	return in, true
}

// copyCSE replaces a `v_mov_b32 %a, S` of an SGPR S by an earlier
// `v_mov_b32 %b, S` of the same block — selection copies a
// uniform value into a VGPR at each use that needs one (an LDS address, a
// store's data) — when nothing between writes EXEC or S: %b holds S in
// every lane %a would, and every read of %a reads %b instead. Both must be
// one-dword VGPRs defined there alone. Literals are left alone: keeping
// one copy live for all its readers costs more VGPRs than the bytes it
// saves (measured on the corpus: up to 20 more VGPRs in a kernel).
func copyCSE(f *mir.Func, c *combiner) {
	rename := map[gfx9.Value]gfx9.Value{}
	exec := gfx9.RegRange{Code: gfx9.CodeEXECLo, Count: 2}
	for _, b := range f.Blocks {
		avail := map[uint32]gfx9.Value{} // S's register -> %b
		kept := b.Instrs[:0]
		for k := range b.Instrs {
			in := b.Instrs[k]
			if in.Inst.Name == "v_mov_b32" && in.Form.Kind == gfx9.FormNative && plain(&in) {
				d, s := in.Ops[0], in.Ops[1]
				if s.Kind == gfx9.ValReg && !s.IsInline() && c.f.IsScalarReg(s) && s.Count <= 1 && c.singleVGPR(d) {
					if prev, ok := avail[s.Code]; ok {
						rename[d] = prev
						continue
					}
					kept = append(kept, in)
					avail[s.Code] = d
					continue
				}
			}
			if writesAny(&in, []gfx9.RegRange{exec}) {
				clear(avail)
			}
			for _, d := range gfx9.Defs(&in) {
				for u := d.Code; u < d.Code+uint32(d.Count); u++ {
					delete(avail, u)
				}
			}
			kept = append(kept, in)
		}
		b.Instrs = kept
	}
	renameOperands(f, rename)
}
