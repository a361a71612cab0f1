package backend

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// combineRules is the combiner's table: each row rewrites an instruction
// (the outer one) that reads the result of another (the inner one, in
// parentheses) into one instruction computing the same bits in every lane:
//
//	OUTER ARG ARG => NEW ARG ARG ARG [FLAG, ...]
//
// An ARG is a variable or a parenthesised inner instruction with its two
// sources; NEW takes the variables in the order of its operands (a
// v_madmk_f32's K between its two sources), a variable written -x with the
// neg source modifier. The flags: commutes says the outer operation gives
// the same bits with its sources swapped, so the row matches either way
// round; ftz limits the row to kernels whose f32 arithmetic flushes
// denormals (FLOAT_DENORM_MODE_32 = 0). A row of a float min/max keeps the
// order of the sources (their NaN results depend on it) and is written
// once per position instead. Source modifiers (neg, abs) of the matched
// variables move with them; a clamp or output modifier of a float outer
// instruction moves to NEW. Each row has the text test
// testdata/combine/NAME.mir.
//
// The mad rows: v_mad_f32, v_mac_f32, v_madak_f32 and v_madmk_f32 have no
// f32 denormal support (they flush the sources, the product and the
// result), so under a flushing mode they compute exactly v_mul_f32 then
// v_add_f32 — the IR's fmul and fadd, which the interpreter evaluates —
// and the rows apply to precise operations too. Under preserve they
// would not, and contraction into v_fma_f32, where HLSL allows it, is
// the IR optimizer's (passes.Algebraic).
var combineRules = []struct{ name, rule string }{
	{"lshl_add", "v_add_u32 (v_lshlrev_b32 s x) y => v_lshl_add_u32 x s y [commutes]"},
	{"add_lshl", "v_lshlrev_b32 s (v_add_u32 x y) => v_add_lshl_u32 x y s"},
	{"add3", "v_add_u32 (v_add_u32 x y) z => v_add3_u32 x y z [commutes]"},
	{"lshl_or", "v_or_b32 (v_lshlrev_b32 s x) y => v_lshl_or_b32 x s y [commutes]"},
	{"and_or", "v_or_b32 (v_and_b32 x m) y => v_and_or_b32 x m y [commutes]"},
	{"or3", "v_or_b32 (v_or_b32 x y) z => v_or3_b32 x y z [commutes]"},
	{"xad", "v_add_u32 (v_xor_b32 x y) z => v_xad_u32 x y z [commutes]"},
	// v_mad_u32_u24 is the low 32 bits of x[23:0] * y[23:0] + z, which
	// is v_mul_u32_u24's result plus z (mod 2^32) for any x and y: the
	// row needs no proof that they fit (selection's v_mul_u32_u24 had one)
	{"mad_u24", "v_add_u32 (v_mul_u32_u24 x y) z => v_mad_u32_u24 x y z [commutes]"},
	{"max3_i32", "v_max_i32 (v_max_i32 x y) z => v_max3_i32 x y z [commutes]"},
	{"min3_i32", "v_min_i32 (v_min_i32 x y) z => v_min3_i32 x y z [commutes]"},
	{"max3_u32", "v_max_u32 (v_max_u32 x y) z => v_max3_u32 x y z [commutes]"},
	{"min3_u32", "v_min_u32 (v_min_u32 x y) z => v_min3_u32 x y z [commutes]"},
	{"max3_f32", "v_max_f32 (v_max_f32 x y) z => v_max3_f32 x y z"},
	{"max3_f32_rhs", "v_max_f32 x (v_max_f32 y z) => v_max3_f32 x y z"},
	{"min3_f32", "v_min_f32 (v_min_f32 x y) z => v_min3_f32 x y z"},
	{"min3_f32_rhs", "v_min_f32 x (v_min_f32 y z) => v_min3_f32 x y z"},
	// a multiply by a literal K feeding an add, a multiply feeding an add
	// of a literal K (VOP2: no modifiers, the other sources in VGPRs)
	{"madmk", "v_add_f32 (v_mul_f32 k x) y => v_madmk_f32 x k y [commutes, ftz]"},
	{"madak", "v_add_f32 (v_mul_f32 x y) k => v_madak_f32 x y k [commutes, ftz]"},
	{"mad", "v_add_f32 (v_mul_f32 x y) z => v_mad_f32 x y z [commutes, ftz]"},
	{"mad_sub", "v_sub_f32 (v_mul_f32 x y) z => v_mad_f32 x y -z [ftz]"},
	{"mad_sub_rhs", "v_sub_f32 z (v_mul_f32 x y) => v_mad_f32 -x y z [ftz]"},
	{"mad_subrev", "v_subrev_f32 (v_mul_f32 x y) z => v_mad_f32 -x y z [ftz]"},
	{"mad_subrev_rhs", "v_subrev_f32 z (v_mul_f32 x y) => v_mad_f32 x y -z [ftz]"},
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

// byteConvertRules fold the extraction of one byte of x into the
// conversion of that byte to float. The outer instruction is
// v_cvt_f32_u32 or v_cvt_f32_i32 (-1 below: the value converted is
// 0..255 either way) or v_cvt_f32_ubyteN (byte N), and the inner one
// computes its source from x: x & 0xff, an 8-bit bit-field extract at a
// byte boundary, x >> 24, or (for v_cvt_f32_ubyteN) x >> 8m with N + m at
// most 3. The pair becomes v_cvt_f32_ubyteN' x, which converts byte N' of
// x exactly as the pair did (a 4-byte VOP1 for the inner's 4 or 8 and the
// outer's 4). match returns x and N', or false, from the byte the outer
// converts (at) and the inner's sources. Each row has the text test
// testdata/combine/NAME.mir.
var byteConvertRules = []struct {
	name  string
	inner string
	match func(at int, x0, x1, x2 gfx9.Value) (gfx9.Value, int, bool)
}{
	// the literal mask is src0 (a VOP2 takes a literal there only)
	{"cvt_ubyte_and", "v_and_b32", func(at int, m, x, _ gfx9.Value) (gfx9.Value, int, bool) {
		return x, 0, at < 0 && isConst(m, 0xff)
	}},
	{"cvt_ubyte_bfe", "v_bfe_u32", func(at int, x, off, w gfx9.Value) (gfx9.Value, int, bool) {
		o, ok := intConst(off)
		return x, int(o / 8), at < 0 && ok && isConst(w, 8) && o >= 0 && o <= 24 && o%8 == 0
	}},
	{"cvt_ubyte_shr", "v_lshrrev_b32", func(at int, s, x, _ gfx9.Value) (gfx9.Value, int, bool) {
		n, ok := intConst(s)
		if at < 0 {
			return x, 3, ok && n == 24
		}
		return x, at + int(n/8), ok && n >= 0 && n%8 == 0 && at+int(n/8) <= 3
	}},
}

// byteConvertOuter returns the byte an outer instruction of
// byteConvertRules converts: -1 for a whole integer, N for
// v_cvt_f32_ubyteN; false for any other instruction.
func byteConvertOuter(name string) (int, bool) {
	switch name {
	case "v_cvt_f32_u32", "v_cvt_f32_i32":
		return -1, true
	case "v_cvt_f32_ubyte0", "v_cvt_f32_ubyte1", "v_cvt_f32_ubyte2", "v_cvt_f32_ubyte3":
		return int(name[len(name)-1] - '0'), true
	}
	return 0, false
}

// foldByteConvert applies the first row of byteConvertRules that fits the
// VALU instruction k of b, marking the inner instruction dead.
func (c *combiner) foldByteConvert(b *mir.Block, k int, dead []bool) bool {
	out := &b.Instrs[k]
	at, ok := byteConvertOuter(out.Inst.Name)
	if !ok || !plain(out) {
		return false
	}
	src, _ := operand(out, gfx9.FieldSrc0)
	j := c.innerDef(b, k, src, dead, func(i *gfx9.Instr) bool { return plain(i) })
	if j < 0 {
		return false
	}
	inner := &b.Instrs[j]
	x0, x1 := srcs(inner)
	x2, _ := operand(inner, gfx9.FieldSrc2)
	for _, r := range byteConvertRules {
		if inner.Inst.Name != r.inner {
			continue
		}
		x, n, ok := r.match(at, x0, x1, x2)
		if !ok || x.Kind == gfx9.ValLiteral {
			continue
		}
		d, _ := operand(out, gfx9.FieldVDst)
		in := mustParse(c.f, "v_cvt_f32_ubyte%d_e32 %s, %s", n, d, x)
		in.Src = out.Src
		c.uses.clear(src.Code)
		*out = in
		dead[j] = true
		return true
	}
	return false
}

// scalarCombineRules is the combiner's table for scalar pairs: an outer
// SALU instruction reading the result of an inner one (either source of
// the outer when it commutes, else its first), with constant operands the
// row's fold checks, becomes the one instruction fold returns (name and
// sources) from the inner's sources x0, x1 and the outer's other source y.
// sameSCC says the new instruction sets SCC as the outer did (result != 0
// for both); a row without it applies only where nothing reads the outer's
// SCC. Nothing may read the inner's SCC. Each row has the text test
// testdata/combine/NAME.mir.
var scalarCombineRules = []struct {
	name         string
	outer, inner string
	commutes     bool
	sameSCC      bool
	fold         func(x0, x1, y gfx9.Value) (string, gfx9.Value, gfx9.Value, bool)
}{
	// (x << n) + y for n in 1..4: s_lshlN_add_u32 (its SCC is the carry
	// out of the 64-bit sum, not the add's)
	{"s_lshl_add_u32", "s_add_u32", "s_lshl_b32", true, false, foldLshlAdd},
	{"s_lshl_add_i32", "s_add_i32", "s_lshl_b32", true, false, foldLshlAdd},
	// (x >> s) & (2^w - 1): s_bfe_u32 x, w<<16 | s
	{"s_bfe_u32_and", "s_and_b32", "s_lshr_b32", true, true, foldBfeAnd},
	// (x << a) >> b, b >= a: the 32-b bits of x from b-a on, zero- or
	// sign-extended
	{"s_bfe_u32_shifts", "s_lshr_b32", "s_lshl_b32", false, true, foldBfeShifts("s_bfe_u32")},
	{"s_bfe_i32_shifts", "s_ashr_i32", "s_lshl_b32", false, true, foldBfeShifts("s_bfe_i32")},
}

// scalarStrengthRules rewrite one SALU instruction with a constant source
// (either, for a commuting op) into one that computes the same bits more
// cheaply: fold returns the new constant. s_mul_i32 x, 2^k is s_lshl_b32
// x, k (the low 32 bits of the product are x shifted), 4 bytes fewer when
// 2^k is a literal, and a shift the pair rows fold further
// (s_lshlN_add_u32). The new instruction writes SCC where
// the old one did not: a row applies only where nothing reads SCC before
// the next write of it. Each row has the text test testdata/combine/NAME.mir.
var scalarStrengthRules = []struct {
	name     string
	from, to string
	fold     func(k uint32) (uint32, bool)
}{
	{"s_mul_pow2", "s_mul_i32", "s_lshl_b32", func(k uint32) (uint32, bool) {
		return uint32(bits.TrailingZeros32(k)), k != 0 && k&(k-1) == 0
	}},
}

// strengthReduceAt applies the first row of scalarStrengthRules that fits
// the SALU instruction k of b; it reports whether one did.
func (c *combiner) strengthReduceAt(b *mir.Block, k int) bool {
	in := &b.Instrs[k]
	if in.Form.Enc != gfx9.EncSOP2 {
		return false
	}
	d, _ := operand(in, gfx9.FieldSDst)
	a0, _ := operand(in, gfx9.FieldSSrc0)
	a1, _ := operand(in, gfx9.FieldSSrc1)
	for _, r := range scalarStrengthRules {
		if in.Inst.Name != r.from {
			continue
		}
		for _, x := range [][2]gfx9.Value{{a0, a1}, {a1, a0}} {
			n, ok := intConst(x[1])
			if !ok || x[0].Kind != gfx9.ValReg || x[0].Code == gfx9.CodeSCC {
				continue
			}
			nk, ok := r.fold(uint32(n))
			if !ok || specialRead(gfx9.SpecialSCC, b.Instrs[k+1:]) {
				continue
			}
			out := mustParse(c.f, "%s %s, %s, %s", r.to, d, x[0], constValue(nk))
			out.Src = in.Src
			*in = out
			return true
		}
	}
	return false
}

// shiftConst returns the constant shift amount v, 0..31.
func shiftConst(v gfx9.Value) (uint32, bool) {
	n, ok := intConst(v)
	return uint32(n), ok && n >= 0 && n <= 31
}

func foldLshlAdd(x0, x1, y gfx9.Value) (string, gfx9.Value, gfx9.Value, bool) {
	n, ok := shiftConst(x1)
	if !ok || n < 1 || n > 4 {
		return "", x0, y, false
	}
	return fmt.Sprintf("s_lshl%d_add_u32", n), x0, y, true
}

func foldBfeAnd(x0, x1, y gfx9.Value) (string, gfx9.Value, gfx9.Value, bool) {
	s, ok := shiftConst(x1)
	m, okm := intConst(y)
	mask := uint32(m)
	if !ok || !okm || mask == 0 || mask&(mask+1) != 0 {
		return "", x0, y, false
	}
	w := min(uint32(bits.OnesCount32(mask)), 32-s) // the bits above 31-s are zero
	return "s_bfe_u32", x0, constValue(gfx9.ScalarBFEOperand(s, w)), true
}

func foldBfeShifts(name string) func(x0, x1, y gfx9.Value) (string, gfx9.Value, gfx9.Value, bool) {
	return func(x0, x1, y gfx9.Value) (string, gfx9.Value, gfx9.Value, bool) {
		a, oka := shiftConst(x1)
		b, okb := shiftConst(y)
		if !oka || !okb || b < a {
			return "", x0, y, false
		}
		return name, x0, constValue(gfx9.ScalarBFEOperand(b-a, 32-b)), true
	}
}

// constValue is the operand of the 32-bit constant k: inline when it can
// be, else a literal.
func constValue(k uint32) gfx9.Value {
	if v, ok := gfx9.InlineInt(int64(int32(k))); ok {
		return v
	}
	return gfx9.Value{Kind: gfx9.ValLiteral, Imm: int64(k)}
}

// combineScalarAt applies the first row of scalarCombineRules that fits
// the SALU instruction k of b, marking the inner instruction dead; it
// reports whether one did. The inner's result must be a one-dword virtual
// SGPR defined there alone and read only by the outer, in the same block,
// with nothing in between writing the inner's sources; SCC as the row
// says; at most one literal among the new sources.
func (c *combiner) combineScalarAt(b *mir.Block, k int, dead []bool) bool {
	out := &b.Instrs[k]
	if out.Form.Enc != gfx9.EncSOP2 {
		return false
	}
	if c.strengthReduceAt(b, k) {
		return true
	}
	d, _ := operand(out, gfx9.FieldSDst)
	a0, _ := operand(out, gfx9.FieldSSrc0)
	a1, _ := operand(out, gfx9.FieldSSrc1)
	ops := [2]gfx9.Value{a0, a1}
	for _, r := range scalarCombineRules {
		if out.Inst.Name != r.outer {
			continue
		}
		slots := []int{0}
		if r.commutes {
			slots = append(slots, 1)
		}
		for _, slot := range slots {
			x := ops[slot]
			if !c.singleSGPR(x) {
				continue
			}
			j := c.innerDefIn(b, k, x, dead, func(i *gfx9.Instr) bool { return i.Inst.Name == r.inner && i.Form.Enc == gfx9.EncSOP2 })
			if j < 0 {
				continue
			}
			x0, _ := operand(&b.Instrs[j], gfx9.FieldSSrc0)
			x1, _ := operand(&b.Instrs[j], gfx9.FieldSSrc1)
			name, s0, s1, ok := r.fold(x0, x1, ops[1-slot])
			if !ok || s0.Kind == gfx9.ValLiteral && s1.Kind == gfx9.ValLiteral ||
				specialRead(gfx9.SpecialSCC, b.Instrs[j+1:]) || !r.sameSCC && specialRead(gfx9.SpecialSCC, b.Instrs[k+1:]) {
				continue
			}
			in := mustParse(c.f, "%s %s, %s, %s", name, d, s0, s1)
			in.Src = out.Src
			*out = in
			dead[j] = true
			c.uses.clear(x.Code)
			return true
		}
	}
	return false
}

// singleSGPR reports whether v is a one-dword virtual SGPR of its own
// that one instruction defines.
func (c *combiner) singleSGPR(v gfx9.Value) bool {
	if !v.IsVirtual() || v.Count > 1 {
		return false
	}
	r, start, ok := c.f.VRegOf(int(v.Code) - gfx9.CodeVirtual)
	return ok && r.File == mir.SGPR && r.Size == 1 && start == int(v.Code)-gfx9.CodeVirtual && c.defs.get(v.Code) == 1
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
	neg      [3]bool   // NEW's source is negated (-x)
	commutes bool
	ftz      bool // only where f32 denormals are flushed
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
	text = strings.TrimSpace(text)
	if i := strings.LastIndex(text, "["); i >= 0 && strings.HasSuffix(text, "]") {
		for _, fl := range strings.Split(text[i+1:len(text)-1], ",") {
			switch strings.TrimSpace(fl) {
			case "commutes":
				r.commutes = true
			case "ftz":
				r.ftz = true
			default:
				return r, fmt.Errorf("unknown flag %q", strings.TrimSpace(fl))
			}
		}
		text = strings.TrimSpace(text[:i])
	}
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
	for k, v := range n[1:] {
		r.order[k], r.neg[k] = strings.TrimPrefix(v, "-"), strings.HasPrefix(v, "-")
	}
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

// CombineOptions are the kernel's facts the combiner's rows depend on.
type CombineOptions struct {
	// FlushF32: the kernel's f32 arithmetic flushes denormals, in its
	// sources and its results (FLOAT_DENORM_MODE_32 = 0); the rows marked
	// ftz need it.
	FlushF32 bool
}

// Combine rewrites the selected code with the combiner's tables, on
// virtual registers before allocation: a row of combineRules replaces an
// instruction and the instruction computing one of its sources by one
// instruction; a row of sourceModRules folds a sign-bit operation into a
// float source modifier; a row of byteConvertRules folds a byte's
// extraction into its conversion to float; a row of scalarStrengthRules makes a SALU
// instruction with a constant cheaper; and a VGPR copy of an SGPR that the block
// already copied is replaced by the earlier copy (copyCSE). The inner
// instruction's result must be a one-dword virtual VGPR defined there
// alone and read only by the outer one, in the same block, with nothing
// in between writing EXEC or the inner's sources, so that the outer
// instruction reads the same values in the same lanes; the result must
// fit the new encoding (no literal in VOP3, one SGPR or literal over the
// constant bus, each source of a kind its slot accepts). Guarantees:
// every lane of every register the code reads afterwards holds the same
// bits.
func Combine(f *mir.Func, opts CombineOptions) {
	c := &combiner{f: f, opts: opts}
	c.count()
	for _, b := range f.Blocks {
		dead := make([]bool, len(b.Instrs))
		c.defAt = map[uint32]int{}
		for k := range b.Instrs {
			for c.combineAt(b, k, dead) {
			}
			for d := range gfx9.ExplicitDefRanges(&b.Instrs[k]) {
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
	opts       CombineOptions
	constOf    map[gfx9.Value]gfx9.Value // VGPRs one v_mov_b32 of an inline constant defines
	defs, uses codeCounts
	defAt      map[uint32]int // Combine: where the current block defines a register
	// clamped: the virtual registers (one dword) whose one definition is
	// an f32 VALU instruction with the clamp bit or foldClamp's
	// `v_med3_f32 d, x, 0, 1.0`, as count found them
	clamped map[uint32]bool
	block   *blockAccess // MergeBufferStores: the current block's accesses
}

func (c *combiner) count() {
	c.defs, c.uses = newCodeCounts(c.f), newCodeCounts(c.f)
	c.constOf = map[gfx9.Value]gfx9.Value{}
	for _, b := range c.f.Blocks {
		for k := range b.Instrs {
			if in := &b.Instrs[k]; in.Inst.Name == "v_mov_b32" && in.Form.Kind == gfx9.FormNative && in.Ops[1].Kind == gfx9.ValReg && in.Ops[1].IsInline() {
				c.constOf[in.Ops[0]] = in.Ops[1]
			}
			for d := range gfx9.DefRanges(&b.Instrs[k]) {
				for u := d.Code; u < d.Code+uint32(d.Count); u++ {
					c.defs.add(u, 1)
				}
			}
			for r := range gfx9.UseRanges(&b.Instrs[k]) {
				for u := r.Code; u < r.Code+uint32(r.Count); u++ {
					c.uses.add(u, 1)
				}
			}
		}
	}
	for v := range c.constOf {
		if !c.singleVGPR(v) {
			delete(c.constOf, v) // a register defined again
		}
	}
	c.clamped = map[uint32]bool{}
	for _, b := range c.f.Blocks {
		for k := range b.Instrs {
			in := &b.Instrs[k]
			if !(in.Mods.Clamp || isMed3Clamp(in)) || !gfx9.IsVALU(in) || in.Form.Enc == gfx9.EncVOPC || in.Form.Enc == gfx9.EncVOP3P {
				continue
			}
			if vd := in.Form.Operands[0]; vd.Field == gfx9.FieldVDst && vd.Type == gfx9.TypeF32 && len(gfx9.ExplicitDefs(in)) == 1 {
				if d := in.Ops[0]; d.IsVirtual() && d.Count <= 1 && c.defs.get(d.Code) == 1 {
					c.clamped[d.Code] = true
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
	return ok && r.File == mir.VGPR && r.Size == 1 && !r.Linear && start == int(v.Code)-gfx9.CodeVirtual && c.defs.get(v.Code) == 1
}

// maxCombineDistance bounds how far apart in a block an inner and an outer
// instruction may be, which keeps the pass linear in the block's length.
const maxCombineDistance = 256

// innerDef returns the index of the instruction of b before k that defines
// x, the only read of which is by instruction k, or -1; want says whether
// that instruction is one the caller can fold. The instructions between
// must write neither EXEC nor what it reads.
func (c *combiner) innerDef(b *mir.Block, k int, x gfx9.Value, dead []bool, want func(*gfx9.Instr) bool) int {
	if !c.singleVGPR(x) {
		return -1
	}
	return c.innerDefIn(b, k, x, dead, want)
}

// innerDefIn is innerDef for a register x of either file that one
// instruction defines.
func (c *combiner) innerDefIn(b *mir.Block, k int, x gfx9.Value, dead []bool, want func(*gfx9.Instr) bool) int {
	if c.uses.get(x.Code) != 1 {
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

// srcMod is a source's neg and abs modifiers.
type srcMod struct{ abs, neg bool }

// modOf returns the modifiers of source s (0 or 1) of i.
func modOf(i *gfx9.Instr, s int) srcMod {
	return srcMod{i.Mods.Abs>>s&1 != 0, i.Mods.Neg>>s&1 != 0}
}

// boundSrc is a value a rule's variable matched, with its modifiers.
type boundSrc struct {
	v gfx9.Value
	srcMod
}

// onlyFloatMods reports whether i is the native or e64 form of a VALU
// instruction with no modifier but neg, abs, clamp and omod.
func onlyFloatMods(i *gfx9.Instr) bool {
	m := i.Mods
	m.Abs, m.Neg, m.Clamp, m.OMod = 0, 0, false, 0
	return (i.Form.Kind == gfx9.FormNative || i.Form.Kind == gfx9.FormE64) && m == gfx9.DefaultModifiers(i.Inst, i.Form)
}

// combineAt applies the first rule that fits instruction k of b, marking
// the inner instruction dead; it reports whether one did.
func (c *combiner) combineAt(b *mir.Block, k int, dead []bool) bool {
	out := &b.Instrs[k]
	if gfx9.IsSALU(out) {
		return c.combineScalarAt(b, k, dead)
	}
	if !gfx9.IsVALU(out) {
		return false
	}
	// before the rows: a v_mul_f32 by 1.0 would make a v_mad_f32 by 1.0
	if c.foldFlushedIdentity(b, k, dead) {
		return true
	}
	if c.foldByteConvert(b, k, dead) {
		return true
	}
	for ri := range parsedCombineRules {
		r := &parsedCombineRules[ri]
		if out.Inst != r.outer || r.ftz && !c.opts.FlushF32 || !onlyFloatMods(out) {
			continue
		}
		s0, s1 := srcs(out)
		ops := [2]gfx9.Value{s0, s1}
		slots := []int{r.slot}
		if r.commutes {
			slots = append(slots, 1-r.slot)
		}
		for _, slot := range slots {
			if modOf(out, slot) != (srcMod{}) {
				continue // the inner result is read as it is
			}
			j := c.innerDef(b, k, ops[slot], dead, func(i *gfx9.Instr) bool {
				return i.Inst == r.inner && onlyFloatMods(i) && !i.Mods.Clamp && i.Mods.OMod == 0
			})
			if j < 0 {
				continue
			}
			inner := &b.Instrs[j]
			x0, x1 := srcs(inner)
			bind := map[string]boundSrc{
				r.vars[0]: {x0, modOf(inner, 0)},
				r.vars[1]: {x1, modOf(inner, 1)},
				r.other:   {ops[1-slot], modOf(out, 1-slot)},
			}
			var args [3]boundSrc
			for n, v := range r.order {
				args[n] = bind[v]
				args[n].neg = args[n].neg != r.neg[n]
			}
			d, _ := operand(out, gfx9.FieldVDst)
			in, ok := c.build(r.into, d, c.withConstants(args), out)
			if !ok {
				in, ok = c.build(r.into, d, args[:], out)
			}
			if !ok {
				continue
			}
			c.dropUses(&in, args[:])
			in.Src = out.Src
			*out = in
			dead[j] = true
			c.uses.clear(ops[slot].Code)
			return true
		}
	}
	return c.foldClamp(b, k, dead) || c.foldClampedMax(b, k, dead) || c.foldMed3Clamp(b, k, dead) || c.foldSourceMod(b, k, dead)
}

// Inline constant codes of the saturate pattern, and the other positive
// inline floats.
const (
	codeZero = 128 // 0
	codeHalf = 240 // 0.5
	codeOne  = 242 // 1.0
	codeTwo  = 244 // 2.0
	codeFour = 246 // 4.0
)

// minOfMax finds the pair both clamp folds start from: instruction k is a
// plain `v_min_f32 d, 1.0, t` (either order) and t comes from a
// `v_max_f32` with no clamp or output modifier that only k reads
// (innerDef), at index j; j is -1 if not.
func (c *combiner) minOfMax(b *mir.Block, k int, dead []bool) (out *gfx9.Instr, t gfx9.Value, j int) {
	out = &b.Instrs[k]
	if out.Inst.Name != "v_min_f32" || !plain(out) {
		return nil, t, -1
	}
	s0, s1 := srcs(out)
	switch {
	case s1.Kind == gfx9.ValReg && s1.Code == codeOne:
		t = s0
	case s0.Kind == gfx9.ValReg && s0.Code == codeOne:
		t = s1
	default:
		return nil, t, -1
	}
	j = c.innerDef(b, k, t, dead, func(i *gfx9.Instr) bool {
		return i.Inst.Name == "v_max_f32" && onlyFloatMods(i) && !i.Mods.Clamp && i.Mods.OMod == 0
	})
	return out, t, j
}

// foldClamp rewrites HLSL's saturate, min(max(x, 0), 1) — a `v_max_f32
// t, 0, x` read only by `v_min_f32 d, 1.0, t` — as the clamp output
// modifier of the instruction computing x, when x is read only there,
// that instruction has a VOP3 form with clamp and its sources fit it (an
// instruction and 4 or 8 bytes fewer); otherwise as `v_med3_f32 d, x, 0,
// 1.0` (one instruction fewer, as many bytes). It reports whether it
// rewrote instruction k.
//
// Both give the same bits as the pair except for the sign of a zero: a
// NaN x gives 0 (the clamp bit under MODE.DX10_CLAMP, which every hlslc
// kernel sets, and med3, which is min3 when a source is NaN, like the
// pair's max(NaN, 0) = 0); the sign of a zero result may differ, which
// D3D allows: its min and max may return either zero for (-0, +0), and
// _sat is defined through them (docs/abi.md, "Signed zeros, min, max and saturate"). The
// other order, max(min(x, 1), 0), gives 1 for a NaN and is not folded.
func (c *combiner) foldClamp(b *mir.Block, k int, dead []bool) bool {
	out, t, j := c.minOfMax(b, k, dead)
	if j < 0 {
		return false
	}
	mx := &b.Instrs[j]
	m0, m1 := srcs(mx)
	x, mod := m0, modOf(mx, 0)
	switch {
	case m1.Kind == gfx9.ValReg && m1.Code == codeZero && modOf(mx, 1) == (srcMod{}):
	case m0.Kind == gfx9.ValReg && m0.Code == codeZero && modOf(mx, 0) == (srcMod{}):
		x, mod = m1, modOf(mx, 1)
	default:
		return false
	}
	d, _ := operand(out, gfx9.FieldVDst)
	if in, p, ok := c.clampProducer(b, j, k, x, mod, d, dead); ok {
		in.Src = out.Src
		*out = in
		dead[j], dead[p] = true, true
		c.uses.clear(t.Code)
		c.uses.clear(x.Code)
		return true
	}
	in, ok := c.build(gfx9.Lookup("v_med3_f32"), d, []boundSrc{{x, mod},
		{v: gfx9.Value{Kind: gfx9.ValReg, Code: codeZero, Count: 1}},
		{v: gfx9.Value{Kind: gfx9.ValReg, Code: codeOne, Count: 1}}}, out)
	if !ok {
		return false
	}
	in.Src = out.Src
	*out = in
	dead[j] = true
	c.uses.clear(t.Code)
	return true
}

// foldClampedMax rewrites min(max(x, y), 1) where y is never negative nor
// NaN — a `v_max_f32 t, x, y` read only by `v_min_f32 d, 1.0, t` — as
// `v_max_f32 d, x, y clamp`: max(x, y) is then at least y, never below 0
// nor NaN, and limiting it to [0, 1] is taking its minimum with 1. HLSL's
// clamp(x, lo, 1.0) with a saturated lo (MiniEngine's SSAO weighs sample
// pairs so) is one instruction where it was two. y qualifies when it is a
// register that only an f32 VALU instruction with the clamp bit defines
// (a result in [0, 1], NaN as 0 under MODE.DX10_CLAMP; see unitResults)
// or a positive inline float constant; y = 0 is foldClamp's saturate. It
// reports whether it rewrote instruction k.
func (c *combiner) foldClampedMax(b *mir.Block, k int, dead []bool) bool {
	out, t, j := c.minOfMax(b, k, dead)
	if j < 0 {
		return false
	}
	mx := &b.Instrs[j]
	m0, m1 := srcs(mx)
	if !(c.unitRange(m0) && modOf(mx, 0) == (srcMod{})) && !(c.unitRange(m1) && modOf(mx, 1) == (srcMod{})) {
		return false
	}
	wide := mx.Form
	if wide.Enc != gfx9.EncVOP3 {
		wide = mx.Inst.Form(gfx9.FormE64)
	}
	if wide == nil || wide.Mods&gfx9.ModClamp == 0 {
		return false
	}
	in, ok := retarget(mx, wide)
	if !ok || !c.fits(&in) {
		return false
	}
	d, _ := operand(out, gfx9.FieldVDst)
	for n, op := range in.Form.Operands {
		if op.Field == gfx9.FieldVDst {
			in.Ops[n] = d
		}
	}
	in.Mods.Clamp = true
	in.Src = out.Src
	*out = in
	dead[j] = true
	c.uses.clear(t.Code)
	return true
}

// unitRange reports whether the source v is never negative nor NaN: a
// register whose one definition is an f32 VALU instruction with the clamp
// bit or a v_med3_f32 of 0 and 1.0 (its result lies in [0, 1]), or a
// positive inline float constant.
func (c *combiner) unitRange(v gfx9.Value) bool {
	if v.Kind != gfx9.ValReg {
		return false
	}
	switch v.Code {
	case codeHalf, codeOne, codeTwo, codeFour, gfx9.CodeInvPi:
		return true
	}
	return c.clamped[v.Code]
}

// isMed3Clamp reports whether in is `v_med3_f32 d, x, 0, 1.0` (the
// sources in any order, the constants without modifiers): x limited to
// [0, 1], a NaN x giving 0 (med3 is min3 when a source is NaN).
func isMed3Clamp(in *gfx9.Instr) bool {
	if in.Inst.Name != "v_med3_f32" || !onlyFloatMods(in) || in.Mods.OMod != 0 {
		return false
	}
	zero, one := false, false
	for n, f := range [3]gfx9.Field{gfx9.FieldSrc0, gfx9.FieldSrc1, gfx9.FieldSrc2} {
		v, _ := operand(in, f)
		if modOf(in, n) != (srcMod{}) || v.Kind != gfx9.ValReg {
			continue
		}
		zero = zero || v.Code == codeZero
		one = one || v.Code == codeOne
	}
	return zero && one
}

// foldMed3Clamp rewrites `v_med3_f32 d, x, 0, 1.0` (the sources in any
// order) as the clamp output modifier of the instruction computing x, as
// foldClamp does for the pair it came from: that instruction read a
// literal (kept out of VOP3) when foldClamp ran, and the second run, after
// literals put it in an SGPR, finds the VOP3 form with clamp fits. The
// clamp bit gives what med3 gives: x limited to [0, 1], NaN as 0 (med3 is
// min3 when a source is NaN). It reports whether it rewrote instruction k.
func (c *combiner) foldMed3Clamp(b *mir.Block, k int, dead []bool) bool {
	out := &b.Instrs[k]
	if out.Inst.Name != "v_med3_f32" || !onlyFloatMods(out) || out.Mods.Clamp || out.Mods.OMod != 0 {
		return false
	}
	var x gfx9.Value
	var mod srcMod
	zero, one, haveX := false, false, false
	for n := 0; n < 3; n++ {
		v, _ := operand(out, [3]gfx9.Field{gfx9.FieldSrc0, gfx9.FieldSrc1, gfx9.FieldSrc2}[n])
		plainSrc := modOf(out, n) == (srcMod{})
		switch {
		case !zero && plainSrc && v.Kind == gfx9.ValReg && v.Code == codeZero:
			zero = true
		case !one && plainSrc && v.Kind == gfx9.ValReg && v.Code == codeOne:
			one = true
		case !haveX:
			x, mod, haveX = v, modOf(out, n), true
		default:
			return false
		}
	}
	if !zero || !one || !haveX {
		return false
	}
	d, _ := operand(out, gfx9.FieldVDst)
	in, p, ok := c.clampProducer(b, k, k, x, mod, d, dead)
	if !ok {
		return false
	}
	in.Src = out.Src
	*out = in
	dead[p] = true
	c.uses.clear(x.Code)
	return true
}

// clampProducer returns the instruction computing x (read without
// modifiers by the v_max_f32 at j alone) in its VOP3 form with the clamp
// bit and destination d, to stand at k, and its index; ok is false when
// x has another reader, the instruction has no such form, its result is
// not f32, it already clamps, its sources do not fit VOP3 or one of them
// is written before k.
func (c *combiner) clampProducer(b *mir.Block, j, k int, x gfx9.Value, mod srcMod, d gfx9.Value, dead []bool) (gfx9.Instr, int, bool) {
	if mod != (srcMod{}) {
		return gfx9.Instr{}, 0, false
	}
	p := c.innerDef(b, j, x, dead, func(i *gfx9.Instr) bool {
		if !gfx9.IsVALU(i) || !onlyFloatMods(i) || i.Mods.Clamp || i.Form.Enc == gfx9.EncVOPC || i.Form.Enc == gfx9.EncVOP3P {
			return false
		}
		vd := i.Form.Operands[0]
		return vd.Field == gfx9.FieldVDst && vd.Type == gfx9.TypeF32 && len(gfx9.ExplicitDefs(i)) == 1
	})
	if p < 0 {
		return gfx9.Instr{}, 0, false
	}
	prod := &b.Instrs[p]
	wide := prod.Form
	if wide.Enc != gfx9.EncVOP3 {
		wide = prod.Inst.Form(gfx9.FormE64)
	}
	if wide == nil || wide.Mods&gfx9.ModClamp == 0 {
		return gfx9.Instr{}, 0, false
	}
	in, ok := retarget(prod, wide)
	if !ok || !c.fits(&in) {
		return gfx9.Instr{}, 0, false
	}
	protect := gfx9.Uses(prod)
	for i := j + 1; i < k; i++ {
		if !dead[i] && writesAny(&b.Instrs[i], protect) {
			return gfx9.Instr{}, 0, false
		}
	}
	for n, op := range in.Form.Operands {
		if op.Field == gfx9.FieldVDst {
			in.Ops[n] = d
		}
	}
	in.Mods.Clamp = true
	return in, p, true
}

// withConstants returns args with each VGPR that holds an inline
// constant (one v_mov_b32 of it defines the register) replaced by the
// constant: selection copies a constant into a VGPR where a VOP2 source
// needed one, and the combined VOP3 instruction takes it directly.
func (c *combiner) withConstants(args [3]boundSrc) []boundSrc {
	out := args
	for n, a := range out {
		if k, ok := c.constOf[a.v]; ok {
			out[n].v = k
		}
	}
	return out[:]
}

// dropUses counts off the reads of the constant-holding VGPRs among args
// that in no longer reads (deadcode then removes an unread copy).
func (c *combiner) dropUses(in *gfx9.Instr, args []boundSrc) {
	for _, a := range args {
		if _, ok := c.constOf[a.v]; ok && !slices.Contains(in.Ops, a.v) {
			c.uses.add(a.v.Code, -1)
		}
	}
}

// build makes the native form of into with destination d and the given
// sources (a literal K in its place among them), if they fit it: each of
// a kind its slot accepts, modifiers only where the form has them, no
// literal in VOP3, at most one SGPR or literal. A clamp or output
// modifier of out, a float instruction, moves to the new one.
func (c *combiner) build(into *gfx9.Inst, d gfx9.Value, args []boundSrc, out *gfx9.Instr) (gfx9.Instr, bool) {
	form := into.Form(gfx9.FormNative)
	if form == nil {
		return gfx9.Instr{}, false
	}
	in := gfx9.NewInstr(into, form)
	n := 0
	for k, op := range form.Operands {
		s := gfx9.SrcIndex(op.Field)
		switch {
		case op.Field == gfx9.FieldVDst:
			in.Ops[k] = d
		case (s >= 0 || op.Field == gfx9.FieldK) && n < len(args):
			a := args[n]
			n++
			in.Ops[k] = a.v
			if op.Field == gfx9.FieldK && a.v.Kind == gfx9.ValLiteral {
				// the K field holds an immediate (as the parser reads it)
				in.Ops[k] = gfx9.Value{Kind: gfx9.ValImm, Imm: a.v.Imm}
			}
			if a.abs && (s < 0 || form.Mods&gfx9.ModAbs == 0) || a.neg && (s < 0 || form.Mods&gfx9.ModNeg == 0) {
				return gfx9.Instr{}, false
			}
			if a.abs {
				in.Mods.Abs |= 1 << s
			}
			if a.neg {
				in.Mods.Neg |= 1 << s
			}
		default:
			return gfx9.Instr{}, false
		}
	}
	if out.Mods.Clamp || out.Mods.OMod != 0 {
		vd := out.Form.Operands[0]
		if vd.Field != gfx9.FieldVDst || !vd.Type.IsFloat() || out.Mods.Clamp && form.Mods&gfx9.ModClamp == 0 || out.Mods.OMod != 0 && form.Mods&gfx9.ModOMod == 0 {
			return gfx9.Instr{}, false
		}
		in.Mods.Clamp, in.Mods.OMod = out.Mods.Clamp, out.Mods.OMod
	}
	return in, n == len(args) && c.fits(&in)
}

// fits reports whether the sources of VALU instruction i are of kinds
// their slots accept, with at most one SGPR or literal over the constant
// bus and no literal in a VOP3 encoding.
func (c *combiner) fits(i *gfx9.Instr) bool {
	vop3 := i.Form.Enc == gfx9.EncVOP3
	var scalar []gfx9.Value
	for k, op := range i.Form.Operands {
		if op.Field == gfx9.FieldK {
			// madmk/madak's K: a 32-bit constant not inline (those
			// have the three-source form)
			if i.Ops[k].Kind != gfx9.ValImm {
				return false
			}
			scalar = appendNew(scalar, i.Ops[k])
			continue
		}
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
			c.uses.clear(out.Ops[k2].Code)
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

// flushesSources are the f32 instructions that flush denormal sources to
// zero when FLOAT_DENORM_MODE_32 is 0 (the rounding arithmetic; not moves,
// selects or bit operations, which pass a denormal on).
var flushesSources = map[string]bool{
	"v_add_f32": true, "v_sub_f32": true, "v_subrev_f32": true, "v_mul_f32": true,
	"v_mad_f32": true, "v_mac_f32": true, "v_fma_f32": true, "v_madak_f32": true, "v_madmk_f32": true,
}

// foldFlushedIdentity lets an f32 source of instruction k that flushes
// its sources (flushesSources, under a flushing mode) read x where it read
// the product x * 1.0 of a v_mul_f32 read there alone: the product is x
// with a denormal flushed (and a signaling NaN quieted), which the reading
// instruction does to x itself. The IR keeps x * 1.0 where x may be a
// denormal (a cbuffer value, say) because a store or a move would not
// flush it; here the reader is known. x's source modifiers move with it
// (the VOP3 form when the reader's form has none). It reports whether it
// rewrote instruction k.
func (c *combiner) foldFlushedIdentity(b *mir.Block, k int, dead []bool) bool {
	out := &b.Instrs[k]
	if !c.opts.FlushF32 || !flushesSources[out.Inst.Name] || !onlyFloatMods(out) {
		return false
	}
	forms := []*gfx9.Form{out.Form}
	if w := out.Inst.Form(gfx9.FormE64); w != nil && w != out.Form {
		forms = append(forms, w)
	}
	for k2, op := range out.Form.Operands {
		s := gfx9.SrcIndex(op.Field)
		if s < 0 || op.Type != gfx9.TypeF32 || (out.Mods.Abs|out.Mods.Neg)&(1<<s) != 0 {
			continue
		}
		j := c.innerDef(b, k, out.Ops[k2], dead, func(i *gfx9.Instr) bool {
			return i.Inst.Name == "v_mul_f32" && onlyFloatMods(i) && !i.Mods.Clamp && i.Mods.OMod == 0
		})
		if j < 0 {
			continue
		}
		inner := &b.Instrs[j]
		x0, x1 := srcs(inner)
		x, m, one := x1, modOf(inner, 1), x0
		switch {
		case c.isOne(x0) && modOf(inner, 0) == (srcMod{}):
		case c.isOne(x1) && modOf(inner, 1) == (srcMod{}):
			x, m, one = x0, modOf(inner, 0), x1
		default:
			continue
		}
		for _, f := range forms {
			in, ok := retarget(out, f)
			if !ok || m != (srcMod{}) && f.Mods&gfx9.ModNeg == 0 {
				continue
			}
			for n, o := range f.Operands {
				if o.Field == op.Field {
					in.Ops[n] = x
				}
			}
			if m.abs {
				in.Mods.Abs |= 1 << s
			}
			if m.neg {
				in.Mods.Neg |= 1 << s
			}
			if !c.fits(&in) && (!commutesSrc01[in.Inst.Name] || !swapSrc01(&in) || !c.fits(&in)) {
				continue
			}
			in.Src = out.Src
			c.uses.clear(out.Ops[k2].Code)
			if _, ok := c.constOf[one]; ok {
				c.uses.add(one.Code, -1) // deadcode removes an unread copy of 1.0
			}
			*out = in
			dead[j] = true
			return true
		}
	}
	return false
}

// commutesSrc01 are the instructions whose src0 and src1 commute (the two
// addends, the two factors): an SGPR the VOP2 form takes in src0 only may
// move there.
var commutesSrc01 = map[string]bool{"v_add_f32": true, "v_mul_f32": true, "v_mad_f32": true, "v_fma_f32": true, "v_mac_f32": true}

// swapSrc01 swaps i's src0 and src1 with their modifiers; it reports
// whether i has both.
func swapSrc01(i *gfx9.Instr) bool {
	n0, n1 := -1, -1
	for n, o := range i.Form.Operands {
		switch o.Field {
		case gfx9.FieldSrc0:
			n0 = n
		case gfx9.FieldSrc1:
			n1 = n
		}
	}
	if n0 < 0 || n1 < 0 {
		return false
	}
	i.Ops[n0], i.Ops[n1] = i.Ops[n1], i.Ops[n0]
	swap := func(b uint8) uint8 { return b&^3 | b&1<<1 | b>>1&1 }
	i.Mods.Abs, i.Mods.Neg = swap(i.Mods.Abs), swap(i.Mods.Neg)
	return true
}

// isOne reports whether v is the f32 constant 1.0: inline, a literal, or
// a VGPR one v_mov_b32 of the inline 1.0 defines (selection's copy for a
// VOP2 source).
func (c *combiner) isOne(v gfx9.Value) bool {
	if k, ok := c.constOf[v]; ok {
		v = k
	}
	return v.Kind == gfx9.ValReg && v.Code == codeOne || v.Kind == gfx9.ValLiteral && uint32(v.Imm) == 0x3f800000
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
			for d := range gfx9.DefRanges(&in) {
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
