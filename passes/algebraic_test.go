package passes

import (
	"math"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"hlslc/ir"
)

// TestAlgebraicRows checks every row of the rule table on the text tests
// of testdata/algebraic: each row must fire at least once, and each time
// it fires, the matched instruction and its replacement are evaluated
// with the interpreter's arithmetic (ir.Eval) on the same random and
// special inputs — the values at the leaves of the expression: loads, ids,
// phis, parameters, masked to the bits the range analysis says they can
// have. An exact row must give the same bits; a ~ row may differ only in
// the ways its kinds allow (checkKinds).
func TestAlgebraicRows(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "algebraic", "*.ir"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no algebraic text tests: %v", err)
	}
	algRules().parseAll() // every row parses, whether or not it fires
	fired := make([]int, len(algRules().rules))
	rng := rand.New(rand.NewPCG(1, 2))
	var failures []string
	ruleFired = func(row int, matched, repl *ir.Value, readFlushed bool) {
		fired[row]++
		if fired[row] > 8 {
			return // enough instances of this row
		}
		rl := &algRules().rules[row]
		for trial := 0; trial < 300; trial++ {
			ev := &treeEval{env: map[*ir.Value]uint64{}, rng: rng, lanes: 1 + rng.IntN(64)}
			want := ev.eval(matched)
			got := ev.eval(repl)
			if !ev.ok {
				continue
			}
			if readFlushed && matched.Type == ir.F32 {
				// every use reads the value with a denormal flushed
				want, got = ir.FlushDenormF32(want), ir.FlushDenormF32(got)
			}
			if msg := checkKinds(rl, matched.Type, want, got, ev.maxMag); msg != "" {
				failures = append(failures, rl.text+": "+msg+" on "+ev.describe())
				return
			}
		}
	}
	defer func() { ruleFired = nil }()
	for _, file := range files {
		m := parseFile(t, file)
		for _, f := range m.Funcs {
			Algebraic(f)
		}
		if err := ir.Verify(m); err != nil {
			t.Fatalf("%s: the result does not verify: %v", file, err)
		}
	}
	for _, f := range failures {
		t.Error(f)
	}
	for i, n := range fired {
		if n == 0 {
			t.Errorf("row %q never fires in testdata/algebraic", algRules().rules[i].text)
		}
	}
	t.Logf("%d rows checked", len(algRules().rules))
}

// treeEval evaluates an expression tree of the function: constants,
// pure ops and a wave of `lanes` identical lanes for the wave operations;
// any other value is a leaf and gets a random value (once per trial).
type treeEval struct {
	env    map[*ir.Value]uint64
	rng    *rand.Rand
	lanes  int
	maxMag float64 // largest float magnitude met, for the rounding bounds
	ok     bool    // false when an intermediate is infinite or NaN in a rounding check
	leaves []string
}

func (e *treeEval) describe() string { return strings.Join(e.leaves, ", ") }

func (e *treeEval) eval(v *ir.Value) uint64 {
	e.ok = true
	return e.value(v)
}

func (e *treeEval) value(v *ir.Value) uint64 {
	if v.Op == ir.OpConst {
		return v.Bits()
	}
	if x, ok := e.env[v]; ok {
		return x
	}
	var x uint64
	args := make([]uint64, len(v.Args))
	switch {
	case v.Op == ir.OpPhi || v.Op == ir.OpParam || !v.Op.Is(ir.FlagPure) && !isWaveModelled(v.Op):
		x = e.leaf(v)
		e.env[v] = x
		return x
	}
	for i, a := range v.Args {
		args[i] = e.value(a)
	}
	switch v.Op {
	case ir.OpReadFirstLane, ir.OpReadLane, ir.OpWaveAny, ir.OpWaveAll:
		x = args[0]
	case ir.OpWaveAllEqual:
		x = 1
	case ir.OpWaveCountBits:
		x = 0
		if args[0] != 0 {
			x = uint64(e.lanes)
		}
	case ir.OpBallot:
		x = 0
		if args[0] != 0 {
			x = 1<<e.lanes - 1
			if e.lanes == 64 {
				x = ^uint64(0)
			}
		}
	case ir.OpWaveReduce:
		// every lane holds the same value
		x = args[0]
		for i := 1; i < e.lanes; i++ {
			x = ir.EvalOp(ir.Op(v.Aux), 0, v.Type, v.Type, []uint64{x, args[0]})
		}
	default:
		x = ir.Eval(v, args)
	}
	if v.Type.IsFloat() || v.Type == ir.V2F16 {
		for _, f := range floatElems(v.Type, x) {
			if math.IsInf(f, 0) || f != f {
				e.ok = false
			} else {
				e.maxMag = math.Max(e.maxMag, math.Abs(f))
			}
		}
	}
	e.env[v] = x
	return x
}

func isWaveModelled(op ir.Op) bool {
	switch op {
	case ir.OpReadFirstLane, ir.OpReadLane, ir.OpWaveAny, ir.OpWaveAll, ir.OpWaveAllEqual,
		ir.OpWaveCountBits, ir.OpBallot, ir.OpWaveReduce:
		return true
	}
	return false
}

// leaf draws a value for v: special values or random ones, integers
// masked to the bits v can have.
func (e *treeEval) leaf(v *ir.Value) uint64 {
	t := v.Type
	var x uint64
	switch {
	case t == ir.I1:
		x = uint64(e.rng.IntN(2))
	case t.IsInt() || t == ir.V2I16:
		specials := []uint64{0, 1, ^uint64(0), 2, 0x80, 0x7fff, 0x8000, 0x7fffffff, 0x80000000, 1 << 63, 1<<63 - 1}
		if e.rng.IntN(3) == 0 {
			x = specials[e.rng.IntN(len(specials))]
		} else {
			x = e.rng.Uint64() >> e.rng.IntN(64)
		}
		x &= knownBits(v, 0)
	case t.IsFloat() || t == ir.V2F16:
		n := 1
		if t == ir.V2F16 {
			n = 2
		}
		for i := 0; i < n; i++ {
			x |= e.randomFloat(t.Elem()) << (16 * i)
		}
	}
	x &= t.Mask()
	e.leaves = append(e.leaves, v.String()+"="+ir.ConstText(t, x))
	return x
}

func (e *treeEval) randomFloat(t ir.Type) uint64 {
	specials := []float64{0, math.Copysign(0, -1), 1, -1, 0.5, 2, 3, math.Inf(1), math.Inf(-1), math.NaN(), 1e-40, -1e-42, 65504, 1e30}
	var f float64
	if e.rng.IntN(4) == 0 {
		f = specials[e.rng.IntN(len(specials))]
	} else {
		f = (e.rng.Float64()*2 - 1) * math.Pow(2, float64(e.rng.IntN(40)-20))
	}
	if t == ir.F64 {
		return math.Float64bits(f)
	}
	return ir.EvalOp(ir.OpFPTrunc, 0, ir.F64, t, []uint64{math.Float64bits(f)})
}

// floatElems returns a float value's elements as float64.
func floatElems(t ir.Type, x uint64) []float64 {
	if t == ir.V2F16 {
		return []float64{floatOf(ir.F16, x&0xffff), floatOf(ir.F16, x>>16)}
	}
	return []float64{floatOf(t, x)}
}

// checkKinds compares the pattern's result want with the replacement's
// got under the row's kinds; it returns "" when they agree.
func checkKinds(rl *rule, t ir.Type, want, got uint64, maxMag float64) string {
	if want == got {
		return ""
	}
	bad := "pattern gives " + ir.ConstText(t, want) + ", replacement " + ir.ConstText(t, got)
	if rl.exact || !(t.IsFloat() || t == ir.V2F16) {
		return bad
	}
	ws, gs := floatElems(t, want), floatElems(t, got)
	for i := range ws {
		w, g := ws[i], gs[i]
		switch {
		case w == g && math.Signbit(w) == math.Signbit(g):
		case w != w && g != g && hasKind(rl, "nan"):
		case w == 0 && g == 0 && hasKind(rl, "nsz"):
		case (hasKind(rl, "contract") || hasKind(rl, "reassoc") || hasKind(rl, "arcp")) &&
			math.Abs(w-g) <= 4*ulpOf(t.Elem(), math.Max(maxMag, math.Max(math.Abs(w), math.Abs(g)))):
		default:
			return bad
		}
	}
	return ""
}

func hasKind(rl *rule, k string) bool {
	for _, x := range rl.kinds {
		if x == k {
			return true
		}
	}
	return false
}

// ulpOf is the spacing of floats of type t at magnitude x (at least the
// smallest subnormal).
func ulpOf(t ir.Type, x float64) float64 {
	mant, minExp := 52, -1074
	switch t {
	case ir.F32:
		mant, minExp = 23, -149
	case ir.F16:
		mant, minExp = 10, -24
	}
	if x == 0 {
		return math.Ldexp(1, minExp)
	}
	_, e := math.Frexp(x)
	return math.Max(math.Ldexp(1, e-1-mant), math.Ldexp(1, minExp))
}

// TestAlgebraicRuleErrors: malformed rows are rejected with a reason.
func TestAlgebraicRuleErrors(t *testing.T) {
	for _, c := range []struct{ row, msg string }{
		{"a => a", "the pattern must be an instruction"},
		{"(add a 0) => b", "b is not bound by the pattern"},
		{"(frob a) => a", `unknown op "frob"`},
		{"(add a) => a", "add takes 2 operands, has 1"},
		{"(~fadd a 0.0) => a", "a row is fast (~) exactly when it says what it may change"},
		{"(fadd a 0.0) => a [nsz]", "a row is fast (~) exactly when it says what it may change"},
		{"(~fadd a 0.0) => a [fast]", `unknown kind "fast"`},
		{"(icmp a b) => a", "icmp needs a predicate"},
		{"(icmp.notP a b) => a", "notP in a pattern"},
		{"(add a 0) => a if nonsense(a)", `unknown condition "nonsense"`},
		{"(add a 0) => (log2 a)", "log2 takes a bound constant"},
	} {
		_, err := parseRule(c.row)
		if err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("parseRule(%q) = %v, want an error containing %q", c.row, err, c.msg)
		}
	}
}
