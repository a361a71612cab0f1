package passes

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"
	"sync"

	"hlslc/ir"
)

// Algebraic rewrites instructions by the rule table algebraicRules
// (algebraic_rules.go), one declarative row per rewrite: a pattern, a
// replacement and conditions, in the manner of NIR's nir_opt_algebraic.py
// and Go's SSA rules. The rows are parsed on first use into matchers indexed by
// the pattern's root op; the pass visits the instructions in reverse
// postorder (operands before uses), tries the rows of each one's op in
// table order, and replaces the instruction by the first replacement that
// matches, building the replacement's new instructions just before it.
// A replacement is tried again on the rows of its own op, so chains
// collapse in one pass. Before matching, the operands of commutative ops
// are put in a canonical order (constants second), and a phi whose
// incoming values are all one value (or the phi itself) becomes that
// value.
//
// The rule language (see parseRule):
//
//	(op args...)     an instruction; commutative ops match either order
//	~op              the instruction must be fast (ir.Value.Fast, not
//	                 precise): rows whose result may differ in rounding,
//	                 the sign of a zero or a NaN's payload carry it
//	icmp.ult         a comparison with that predicate; icmp.P binds a
//	                 predicate variable P, icmp.notP / icmp.swapP are its
//	                 inverse and its operand-swapped form in replacements
//	                 (fcmp.notP: the float inverse, ordered <-> unordered)
//	wave.reduce.umax a wave reduction with that combining op
//	op@m             names the matched instruction (for conditions)
//	a, b, x, ...     any value (the same name twice: the same value)
//	#c, #k, ...      a constant; #c(pow2) with a condition on its value
//	x(uniform)       a value with a condition (see valueConds)
//	0, -1, 1.0, true a constant equal to the literal in the operand's type
//	                 (both halves of a packed type)
//	=> replacement   built from the bindings; an op whose operands are all
//	                 constants is folded with the interpreter's arithmetic
//	                 (log2 is the one pseudo-op: the exponent of a power of
//	                 two); new float instructions are fast when the matched
//	                 root was
//	if cond(args)    conditions on the bindings (see ruleConds); @ is the
//	                 matched root
//
// Guarantees: a row without ~ gives bit for bit what the interpreter
// computes for the pattern, for every operand value (the tests evaluate
// every row that fires on random and special operands); a row with ~
// applies only to fast instructions and stays within the bound documented
// in algebraic_rules.go. It reports whether it changed anything.
func Algebraic(f *ir.Func) bool {
	a := &algebraic{f: f, tab: algRules(), r: newRewriter(f), uses: make([]int32, f.NumValues()), unflushedUse: make([]bool, f.NumValues())}
	for _, b := range f.Blocks {
		for _, v := range b.Instrs {
			flushes := flushesOperands(v)
			for _, x := range v.Args {
				if x.Op != ir.OpConst {
					a.uses[x.ID]++
					a.unflushedUse[x.ID] = a.unflushedUse[x.ID] || !flushes
				}
			}
		}
	}
	// Conditions that ask for wave-uniformity read an analysis of the
	// function as it is before the pass changes it.
	for _, b := range f.Blocks {
		for _, v := range b.Instrs {
			if a.uni == nil && a.tab.usesUniformity[v.Op] {
				a.uni, a.nuni = Uniformity(f), f.NumValues()
			}
		}
	}
	changed := false
	bd := ir.NewBuilder(f)
	for _, blk := range orderedBlocks(f) {
		old := blk.Instrs
		blk.Instrs = make([]*ir.Value, 0, len(old))
		bd.SetBlock(blk)
		for _, v := range old {
			a.r.resolveArgs(v)
			if v.Op == ir.OpPhi {
				if w := trivialPhi(v); w != nil {
					a.replace(v, w)
					continue
				}
				blk.Instrs = append(blk.Instrs, v)
				continue
			}
			if canonicalOrder(v) {
				changed = true
			}
			bd.Pos = v.Pos
			start := f.NumValues()
			if w := a.rewrite(bd, v); w != nil {
				if w.ID >= start && w.Op != ir.OpConst {
					// a new instruction takes the name of the one it replaces
					w.Name = v.Name
					if w.Var == "" {
						w.Var = v.Var
					}
				}
				a.replace(v, w)
				continue
			}
			blk.Instrs = append(blk.Instrs, v)
		}
	}
	return a.r.apply() || changed
}

// replace makes w take v's place, moving v's uses to w and dropping the
// uses of v's operands, so that a replacement's one use is seen as one in
// the same pass: a chain of values each rewritten to feed a oneuse row of
// the next collapses in one pass, not one link per pass (a nest of n ifs
// each extending the chain took n rounds of the pipeline).
func (a *algebraic) replace(v, w *ir.Value) {
	if w.Op != ir.OpConst {
		for w.ID >= len(a.uses) {
			a.uses = append(a.uses, 0)
		}
		a.uses[w.ID] += a.useCount(v)
		if w.ID < len(a.unflushedUse) {
			// v's uses become w's
			a.unflushedUse[w.ID] = a.unflushedUse[w.ID] || a.useCount(v) > 0 && !a.usesFlush(v)
		}
	}
	for _, x := range v.Args {
		if x.Op != ir.OpConst && x.ID < len(a.uses) && a.uses[x.ID] > 0 {
			a.uses[x.ID]--
		}
	}
	a.r.replace(v, w)
}

type algebraic struct {
	f    *ir.Func
	tab  *ruleTable
	r    *rewriter
	uses []int32 // operand uses by value ID (new values: counted as they are built)
	// unflushedUse: by value ID, whether a use of the value may read an
	// f32 denormal as it is (any use but an operand of flushesOperands'
	// ops); values built during the pass are not tracked and count as
	// read unflushed
	unflushedUse []bool
	uni          *UniformityInfo
	nuni         int // values with IDs below it were analysed
	// divMemo: divergentLocal's answers by value ID (0 unknown, 1
	// divergent, 2 maybe uniform)
	divMemo []uint8
}

// ruleFired, when the tests set it, is called with every row that fires
// (its index in algRules().rules), the instruction it matched, its
// replacement and whether every use reads the result with an f32
// denormal flushed (readFlushed: the two then need only agree so read).
var ruleFired func(row int, matched, repl *ir.Value, readFlushed bool)

// canonicalOrder puts a constant operand of a commutative op second.
func canonicalOrder(v *ir.Value) bool {
	if v.Op.Is(ir.FlagCommutative) && len(v.Args) >= 2 && isConst(v.Args[0]) && !isConst(v.Args[1]) {
		v.Args[0], v.Args[1] = v.Args[1], v.Args[0]
		return true
	}
	return false
}

// maxRewrites bounds how often a replacement is rewritten again in one
// visit (each row makes the code smaller or more canonical).
const maxRewrites = 16

// rewrite returns the value v becomes by the rule table, or nil. A
// replacement built just now is tried again, up to maxRewrites times.
func (a *algebraic) rewrite(bd *ir.Builder, v *ir.Value) *ir.Value {
	var out *ir.Value
	for n := 0; n < maxRewrites; n++ {
		start := a.f.NumValues()
		w := a.apply(bd, v)
		if w == nil {
			break
		}
		out = w
		if w.ID < start || w.Op == ir.OpConst {
			break // a constant or an existing value
		}
		v = w
	}
	return out
}

// apply tries the rows of v's op; it returns the replacement of the first
// that matches, or nil.
func (a *algebraic) apply(bd *ir.Builder, v *ir.Value) *ir.Value {
	for _, ri := range a.tab.rulesFor(v.Op) {
		rl := &a.tab.rules[ri]
		var bnd binding
		if !rl.pat.match(a, v, &bnd) {
			continue
		}
		bnd.root = v
		if !rl.conds(a, &bnd) || a.dropsFlush(rl.rep, v, &bnd) {
			continue
		}
		// v goes if its replacement is built: its operands' uses by v
		// are not counted meanwhile, so that the operands the
		// replacement builds, rewritten as they are built, see their
		// true counts (oneuse) and a long chain collapses in one visit
		a.countArgUses(v, -1)
		w := a.build(bd, rl.rep, &bnd, v.Type, true)
		a.countArgUses(v, +1)
		if w == nil {
			continue
		}
		if ruleFired != nil {
			ruleFired(ri, v, w, a.readFlushed(v))
		}
		return w
	}
	return nil
}

// dropsFlush reports whether replacing root by rep would keep an f32
// denormal that root's computation flushes: under a flushing denormal mode
// (ir.DenormMode) x * 1.0, x + -0.0, fmax(x, c) and fptrunc(fpext(x))
// all give zero for a denormal x, and x itself does not. Such a
// replacement stays exact when every operand it passes through is known
// to be free of denormals (ir.DenormFree).
//
// Nor does it when every use of root flushes the f32 operands it reads
// (readFlushed): those uses read a denormal that root would have flushed
// as a zero of the same sign all the same. A product x * 1.0 that GVN
// shared among several sums (a matrix row times a position's w = 1 in
// each of several transforms) then gives way to x, and the sums read the
// cbuffer value where they read a VGPR holding the product.
func (a *algebraic) dropsFlush(rep *rnode, root *ir.Value, b *binding) bool {
	if !a.f.Module.DenormF32.FlushF32() || !root.FlushesF32() || a.readFlushed(root) {
		return false
	}
	var passes func(n *rnode) bool // n's result may be an unflushed denormal
	passes = func(n *rnode) bool {
		switch n.kind {
		case nVar, nConst:
			return !ir.DenormFree(b.vals[n.slot])
		case nLit:
			return false
		}
		switch n.op {
		case ir.OpFNeg, ir.OpFAbs:
			return passes(n.args[0])
		case ir.OpSelect:
			return passes(n.args[1]) || passes(n.args[2])
		case ir.OpBitcast:
			return true
		}
		return false // a computation: its result is flushed again
	}
	return passes(rep)
}

// usesFlush reports whether v has uses and every one flushes the f32
// operands it reads (flushesOperands), as far as the pass knows: its
// values from before the pass only.
func (a *algebraic) usesFlush(v *ir.Value) bool {
	return v.ID < len(a.unflushedUse) && a.useCount(v) > 0 && !a.unflushedUse[v.ID]
}

// readFlushed reports whether the f32 result of v is only ever read with
// a denormal flushed to a zero of its sign: v flushes it under the
// function's denormal mode, and so does every use (usesFlush).
func (a *algebraic) readFlushed(v *ir.Value) bool {
	return a.f.Module.DenormF32.FlushF32() && v.FlushesF32() && a.usesFlush(v)
}

// flushesOperands reports whether v reads its f32 operands flushed under a
// flushing denormal mode, in the IR (ir.EvalOpIn) and in the instructions
// selected for it: f32 addition, subtraction, multiplication and fma
// (v_add_f32, v_sub_f32, v_mul_f32, v_mad_f32, v_fma_f32 and their
// forms all flush their sources).
func flushesOperands(v *ir.Value) bool {
	if v.Type != ir.F32 {
		return false
	}
	switch v.Op {
	case ir.OpFAdd, ir.OpFSub, ir.OpFMul, ir.OpFma:
		return true
	}
	return false
}

// ---- the rule language ----

type nodeKind uint8

const (
	nVar   nodeKind = iota // any value
	nConst                 // a constant (#c)
	nLit                   // a literal constant
	nOp                    // an instruction
)

// rnode is a node of a pattern or replacement.
type rnode struct {
	kind nodeKind
	slot int // binding slot of a variable, constant or named op (-1: none)
	op   ir.Op
	// aux: the predicate or combining op; predSlot >= 0 binds / uses a
	// predicate variable, transformed by predFn ("", "not", "swap")
	aux      int64
	hasAux   bool
	predSlot int
	predFn   string
	fast     bool
	cond     string // condition of a variable or constant
	lit      literal
	args     []*rnode
	log2     bool // the log2 pseudo-op (replacements)
}

type literal struct {
	isFloat bool
	isBool  bool
	i       int64
	f       float64
}

// bits returns the literal's bits in type t, or false when it has no
// value of that type.
func (l literal) bits(t ir.Type) (uint64, bool) {
	e := t.Elem()
	var x uint64
	switch {
	case l.isBool:
		if t != ir.I1 {
			return 0, false
		}
		if l.i != 0 {
			return 1, true
		}
		return 0, true
	case l.isFloat:
		if !e.IsFloat() {
			return 0, false
		}
		x = ir.EvalOp(ir.OpFPTrunc, 0, ir.F64, e, []uint64{f64bits(l.f)})
		if e == ir.F64 {
			x = f64bits(l.f)
		}
	default:
		if !e.IsInt() || e == ir.I1 {
			return 0, false
		}
		x = uint64(l.i) & e.Mask()
	}
	if t.IsPacked() {
		x |= x << 16
	}
	return x, true
}

// binding holds what a match bound: values by slot, predicates by slot.
type binding struct {
	vals  [10]*ir.Value
	preds [2]ir.Pred
	set   uint16
	pset  uint8
	root  *ir.Value
}

type rule struct {
	text     string
	pat, rep *rnode
	checks   []ruleCheck
	names    []string // slot names, for conditions
	exact    bool     // no ~ in the pattern
	kinds    []string // what a ~ row may change: nsz, nan, contract, reassoc, arcp
}

type ruleCheck struct {
	name  string
	neg   bool
	slots []int // -2: the root
	preds []int
}

func (r *rule) conds(a *algebraic, b *binding) bool {
	for _, c := range r.checks {
		args := make([]*ir.Value, len(c.slots))
		for i, s := range c.slots {
			if s == -2 {
				args[i] = b.root
			} else {
				args[i] = b.vals[s]
			}
		}
		var preds []ir.Pred
		for _, p := range c.preds {
			preds = append(preds, b.preds[p])
		}
		if ruleConds[c.name](a, args, preds) == c.neg {
			return false
		}
	}
	return true
}

// match reports whether v matches the pattern node, extending b.
func (n *rnode) match(a *algebraic, v *ir.Value, b *binding) bool {
	switch n.kind {
	case nVar, nConst:
		if n.kind == nConst && v.Op != ir.OpConst {
			return false
		}
		if b.set&(1<<n.slot) != 0 {
			return sameValue(b.vals[n.slot], v)
		}
		if n.cond != "" && !valueConds[n.cond](a, v) {
			return false
		}
		b.vals[n.slot] = v
		b.set |= 1 << n.slot
		return true
	case nLit:
		x, ok := n.lit.bits(v.Type)
		return ok && v.Op == ir.OpConst && v.Bits() == x
	}
	if v.Op != n.op || n.fast && !v.Fast || len(v.Args) != len(n.args) {
		return false
	}
	if n.hasAux {
		if n.predSlot >= 0 {
			if b.pset&(1<<n.predSlot) != 0 {
				if ir.Pred(v.Aux) != b.preds[n.predSlot] {
					return false
				}
			} else {
				b.preds[n.predSlot] = ir.Pred(v.Aux)
				b.pset |= 1 << n.predSlot
			}
		} else if v.Aux != n.aux {
			return false
		}
	}
	if n.slot >= 0 {
		b.vals[n.slot] = v
		b.set |= 1 << n.slot
	}
	save := *b
	if n.matchArgs(a, v.Args, b, false) {
		return true
	}
	if n.op.Is(ir.FlagCommutative) {
		*b = save
		return n.matchArgs(a, v.Args, b, true)
	}
	return false
}

func (n *rnode) matchArgs(a *algebraic, args []*ir.Value, b *binding, swap bool) bool {
	for i, p := range n.args {
		x := args[i]
		if swap && i < 2 {
			x = args[1-i]
		}
		if !p.match(a, x, b) {
			return false
		}
	}
	return true
}

// build makes the replacement node n with result type want.
func (a *algebraic) build(bd *ir.Builder, n *rnode, b *binding, want ir.Type, root bool) *ir.Value {
	switch n.kind {
	case nVar, nConst:
		return b.vals[n.slot]
	case nLit:
		x, ok := n.lit.bits(want)
		if !ok {
			return nil
		}
		return a.f.Const(want, x)
	}
	if n.log2 {
		c := b.vals[n.args[0].slot]
		return a.f.Const(want, uint64(bits.TrailingZeros64(c.Bits())))
	}
	info := n.op.Info()
	// the operand type T of the op
	T := ir.Void
	if info.Result == typeT() {
		T = want
	}
	for i, arg := range n.args {
		if T != ir.Void {
			break
		}
		if i < len(info.Args) && info.Args[i] == typeT() && (arg.kind == nVar || arg.kind == nConst) {
			T = b.vals[arg.slot].Type
		}
	}
	args := make([]*ir.Value, len(n.args))
	allConst := true
	for i, arg := range n.args {
		at := T
		switch {
		case i < len(info.Args) && info.Args[i] != typeT() && info.Args[i] != typeAny():
			at = info.Args[i]
		case i < len(info.Args) && info.Args[i] == typeAny():
			at = ir.Void
		}
		x := a.build(bd, arg, b, at, false)
		if x == nil {
			return nil
		}
		args[i] = x
		allConst = allConst && isConst(x)
	}
	res := want
	switch {
	case info.Result == typeT():
		res = T
	case info.Result != typeAny():
		res = info.Result
	}
	if res == ir.Void && n.op == ir.OpPack {
		res = packOf(args[0].Type) // its halves' type gives a pack's
	}
	if res == ir.Void {
		return nil // a conversion whose type the context does not give
	}
	if root && res != want {
		return nil
	}
	aux := n.aux
	if n.predSlot >= 0 {
		p := b.preds[n.predSlot]
		switch n.predFn {
		case "not":
			if n.op == ir.OpFCmp {
				p = invertedFPred[p]
			} else {
				p = invertedPred[p]
			}
		case "swap":
			p = swappedPred[p]
		}
		aux = int64(p)
	}
	if allConst && n.op.Is(ir.FlagPure) {
		var buf [3]uint64
		bitsOf := buf[:0]
		for _, x := range args {
			bitsOf = append(bitsOf, x.Bits())
		}
		var t0 ir.Type
		if len(args) > 0 {
			t0 = args[0].Type
		}
		return a.f.Const(res, ir.EvalOpIn(a.f.Module.DenormF32, n.op, aux, t0, res, bitsOf))
	}
	w := bd.Emit(n.op, res, args...)
	w.Aux = aux
	w.Fast = b.root.Fast && n.op.AllowsFast()
	for _, x := range args {
		if x.Op != ir.OpConst {
			a.growUses(x)
		}
	}
	if !root {
		// an operand the replacement builds is rewritten now, as the
		// pass's own instructions are: the rows that gather constants
		// outward build the next link of a chain of adds, and left to
		// the next visit that link took one pipeline round per add (a
		// sum of n products of x*3+1 took n rounds)
		if r := a.rewrite(bd, w); r != nil {
			a.replace(w, r)
			return r
		}
	}
	return w
}

// countArgUses adds d to the use counts of v's operands.
func (a *algebraic) countArgUses(v *ir.Value, d int32) {
	for _, x := range v.Args {
		if x.Op != ir.OpConst && x.ID < len(a.uses) {
			a.uses[x.ID] += d
		}
	}
}

func (a *algebraic) growUses(x *ir.Value) {
	for x.ID >= len(a.uses) {
		a.uses = append(a.uses, 0)
	}
	a.uses[x.ID]++
}

// useCount is the number of operand uses of v (at least: the users of a
// replacement rewritten again in one visit are not subtracted).
func (a *algebraic) useCount(v *ir.Value) int32 {
	if v.ID < len(a.uses) {
		return a.uses[v.ID]
	}
	return 0
}

// uniform reports whether v is known wave-uniform; values built during
// the pass are not analysed and count as divergent.
func (a *algebraic) uniform(v *ir.Value) bool {
	if v.Op == ir.OpConst {
		return true
	}
	return a.uni != nil && v.ID < a.nuni && a.uni.IsUniform(v)
}

// packOf is the packed type of two halves of type t (ir.Void when there
// is none).
func packOf(t ir.Type) ir.Type {
	switch t {
	case ir.F16:
		return ir.V2F16
	case ir.I16:
		return ir.V2I16
	}
	return ir.Void
}

// typeT and typeAny expose the op table's placeholder types.
func typeT() ir.Type   { return ir.OpAdd.Info().Result }
func typeAny() ir.Type { return ir.OpZExt.Info().Result }

// invertedFPred gives !(x P y) as x P' y for the float predicates: an
// ordered predicate's complement is the unordered one that holds for NaN
// operands (!(x < y) is "unordered or x >= y"), and the reverse.
var invertedFPred = map[ir.Pred]ir.Pred{ir.PredOEq: ir.PredUNe, ir.PredUNe: ir.PredOEq,
	ir.PredONe: ir.PredUEq, ir.PredUEq: ir.PredONe, ir.PredOLt: ir.PredUGe, ir.PredUGe: ir.PredOLt,
	ir.PredOLe: ir.PredUGt, ir.PredUGt: ir.PredOLe, ir.PredOGt: ir.PredULe, ir.PredULe: ir.PredOGt,
	ir.PredOGe: ir.PredULt, ir.PredULt: ir.PredOGe, ir.PredOrd: ir.PredUno, ir.PredUno: ir.PredOrd}

// invertedPred and swappedPred give !(x P y) and (y P x) as x P' y for
// the integer predicates.
var (
	invertedPred = map[ir.Pred]ir.Pred{ir.PredEq: ir.PredNe, ir.PredNe: ir.PredEq,
		ir.PredSLt: ir.PredSGe, ir.PredSGe: ir.PredSLt, ir.PredSLe: ir.PredSGt, ir.PredSGt: ir.PredSLe,
		ir.PredULt: ir.PredUGe, ir.PredUGe: ir.PredULt, ir.PredULe: ir.PredUGt, ir.PredUGt: ir.PredULe}
	swappedPred = map[ir.Pred]ir.Pred{ir.PredEq: ir.PredEq, ir.PredNe: ir.PredNe,
		ir.PredSLt: ir.PredSGt, ir.PredSGt: ir.PredSLt, ir.PredSLe: ir.PredSGe, ir.PredSGe: ir.PredSLe,
		ir.PredULt: ir.PredUGt, ir.PredUGt: ir.PredULt, ir.PredULe: ir.PredUGe, ir.PredUGe: ir.PredULe}
)

// ---- parsing the table ----

// ruleTable is the rule table, each row parsed the first time a pass
// looks for the rows of its root op: a small function meets a few ops,
// and parsing all the rows cost a small compile about 6% of its time.
type ruleTable struct {
	// rules are the rows in table order (a row's index is its position
	// in algebraicRules); a row's text is set from the start, the rest
	// when its root op's rows are parsed (rulesFor)
	rules []rule
	byOp  [256][]int // row indices by the pattern's root op
	// usesUniformity: the root ops of rows with conditions that ask for
	// wave-uniformity
	usesUniformity [256]bool
	parsed         [256]sync.Once
}

// algRules indexes the rule table by root op on first use, not at
// start-up: a run that never optimizes (-fsyntax-only, -O0) does not pay
// for it.
var algRules = sync.OnceValue(func() *ruleTable {
	t := &ruleTable{rules: make([]rule, len(algebraicRules))}
	for i, text := range algebraicRules {
		op, ok := rootOp(text)
		if !ok {
			panic(fmt.Sprintf("passes: algebraic rule %q: the pattern must start with an instruction", text))
		}
		t.rules[i].text = text
		t.byOp[op] = append(t.byOp[op], i)
		if strings.Contains(text, "uniform") {
			t.usesUniformity[op] = true
		}
	}
	return t
})

// rulesFor returns the row indices of op, the rows parsed.
func (t *ruleTable) rulesFor(op ir.Op) []int {
	t.parsed[op].Do(func() {
		for _, i := range t.byOp[op] {
			text := t.rules[i].text
			rl, err := parseRule(text)
			if err == nil && rl.pat.op != op {
				err = fmt.Errorf("root op %s, indexed as %s", rl.pat.op, op)
			}
			if err != nil {
				panic(fmt.Sprintf("passes: algebraic rule %q: %v", text, err))
			}
			t.rules[i] = rl
		}
	})
	return t.byOp[op]
}

// parseAll parses every row (for the tests, which check them all).
func (t *ruleTable) parseAll() {
	for op := range t.parsed {
		t.rulesFor(ir.Op(op))
	}
}

// rootOp is the op of a row's pattern root, read the way the parser reads
// it (the first token after "(", splitOpToken).
func rootOp(text string) (ir.Op, bool) {
	s := strings.TrimLeft(text, " \t")
	if !strings.HasPrefix(s, "(") {
		return 0, false
	}
	s = strings.TrimLeft(s[1:], " \t")
	end := strings.IndexAny(s, " \t()")
	if end < 0 {
		return 0, false
	}
	_, _, base, _ := splitOpToken(s[:end])
	return opNamed(base)
}

// splitOpToken splits an op token of the rule language: an optional ~
// (fast only), the op's name, an optional predicate or combining op
// after a dot (icmp.slt, wave.reduce.add) and an optional @name binding
// the instruction.
func splitOpToken(t string) (fast bool, at, base, suffix string) {
	if strings.HasPrefix(t, "~") {
		fast, t = true, t[1:]
	}
	if name, a, ok := strings.Cut(t, "@"); ok {
		at, t = a, name
	}
	base = t
	if strings.HasPrefix(t, "wave.reduce.") {
		base, suffix = "wave.reduce", strings.TrimPrefix(t, "wave.reduce.")
	} else if i := strings.IndexByte(t, '.'); i >= 0 && !strings.HasPrefix(t, "wave.") {
		base, suffix = t[:i], t[i+1:]
	}
	return fast, at, base, suffix
}

type ruleParser struct {
	toks  []string
	i     int
	names []string
	preds []string
	rl    *rule
}

func tokenizeRule(s string) []string {
	var out []string
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == ' ' || c == '\t':
			i++
		case c == '(' || c == ')' || c == ',':
			out = append(out, s[i:i+1])
			i++
		case c == '=' && i+1 < len(s) && s[i+1] == '>':
			out = append(out, "=>")
			i += 2
		default:
			j := i
			for j < len(s) && !strings.ContainsRune(" \t(),", rune(s[j])) {
				j++
			}
			out = append(out, s[i:j])
			i = j
		}
	}
	return out
}

// ruleKinds are the ways a ~ row may change a result (see
// algebraicRules).
var ruleKinds = map[string]bool{"nsz": true, "nan": true, "contract": true, "reassoc": true, "arcp": true}

// parseRule parses "pattern => replacement [if cond(args), ...] [[kinds]]".
func parseRule(text string) (rule, error) {
	rl := rule{text: text, exact: true}
	body := text
	if i := strings.LastIndexByte(text, '['); i >= 0 && strings.HasSuffix(text, "]") {
		body = strings.TrimSpace(text[:i])
		for _, k := range strings.Split(text[i+1:len(text)-1], ",") {
			if !ruleKinds[k] {
				return rl, fmt.Errorf("unknown kind %q", k)
			}
			rl.kinds = append(rl.kinds, k)
		}
	}
	p := &ruleParser{toks: tokenizeRule(body), rl: &rl}
	var err error
	func() {
		defer func() {
			if r := recover(); r != nil {
				if e, ok := r.(ruleError); ok {
					err = e
					return
				}
				panic(r)
			}
		}()
		rl.pat = p.node(true)
		if rl.pat.kind != nOp {
			p.fail("the pattern must be an instruction")
		}
		p.expect("=>")
		rl.rep = p.node(false)
		if p.i < len(p.toks) {
			p.expect("if")
			for {
				rl.checks = append(rl.checks, p.check())
				if p.i == len(p.toks) {
					break
				}
				p.expect(",")
			}
		}
		rl.names = p.names
		if rl.exact != (len(rl.kinds) == 0) {
			p.fail("a row is fast (~) exactly when it says what it may change ([kinds])")
		}
	}()
	return rl, err
}

type ruleError string

func (e ruleError) Error() string { return string(e) }

func (p *ruleParser) fail(format string, args ...any) {
	panic(ruleError(fmt.Sprintf(format, args...)))
}

func (p *ruleParser) next() string {
	if p.i >= len(p.toks) {
		p.fail("unexpected end")
	}
	p.i++
	return p.toks[p.i-1]
}

func (p *ruleParser) expect(t string) {
	if got := p.next(); got != t {
		p.fail("expected %q, found %q", t, got)
	}
}

// slot returns the binding slot of a name, allocating it in patterns.
func (p *ruleParser) slot(name string, pattern bool) int {
	return p.slotIn(&p.names, len(binding{}.vals), name, pattern)
}

// predSlot is slot for predicate variables.
func (p *ruleParser) predSlot(name string, pattern bool) int {
	return p.slotIn(&p.preds, len(binding{}.preds), name, pattern)
}

func (p *ruleParser) slotIn(names *[]string, max int, name string, pattern bool) int {
	for i, n := range *names {
		if n == name {
			return i
		}
	}
	if !pattern {
		p.fail("%s is not bound by the pattern", name)
	}
	if len(*names) == max {
		p.fail("too many names")
	}
	*names = append(*names, name)
	return len(*names) - 1
}

func (p *ruleParser) node(pattern bool) *rnode {
	t := p.next()
	if t == "(" {
		return p.op(pattern)
	}
	n := &rnode{slot: -1, predSlot: -1}
	name := t
	switch {
	case name == "true" || name == "false":
		n.kind = nLit
		n.lit = literal{isBool: true}
		if name == "true" {
			n.lit.i = 1
		}
	case strings.HasPrefix(name, "#"):
		n.kind = nConst
		n.slot = p.slot(name[1:], pattern)
	case name[0] == '-' || name[0] >= '0' && name[0] <= '9':
		n.kind = nLit
		if strings.ContainsAny(name, ".e") {
			f, err := strconv.ParseFloat(name, 64)
			if err != nil {
				p.fail("bad literal %q", name)
			}
			n.lit = literal{isFloat: true, f: f}
		} else {
			i, err := strconv.ParseInt(name, 0, 64)
			if err != nil {
				p.fail("bad literal %q", name)
			}
			n.lit = literal{i: i}
		}
	default:
		n.kind = nVar
		n.slot = p.slot(name, pattern)
	}
	// an optional condition in parentheses right after a variable or
	// constant of a pattern: x(uniform), #c(pow2)
	if (n.kind == nVar || n.kind == nConst) && pattern && p.i+2 < len(p.toks) && p.toks[p.i] == "(" && p.toks[p.i+2] == ")" {
		if _, ok := valueConds[p.toks[p.i+1]]; ok {
			n.cond = p.toks[p.i+1]
			p.i += 3
		}
	}
	return n
}

func (p *ruleParser) op(pattern bool) *rnode {
	fast, at, base, suffix := splitOpToken(p.next())
	n := &rnode{kind: nOp, slot: -1, predSlot: -1}
	if fast {
		if !pattern {
			p.fail("~ only in patterns")
		}
		n.fast = true
		p.rl.exact = false
	}
	if at != "" {
		if !pattern {
			p.fail("@ names only in patterns")
		}
		n.slot = p.slot("@"+at, true)
	}
	if base == "log2" && suffix == "" && !pattern {
		n.log2 = true
		n.args = append(n.args, p.node(false))
		if n.args[0].kind != nConst {
			p.fail("log2 takes a bound constant")
		}
		p.expect(")")
		return n
	}
	op, ok := opNamed(base)
	if !ok {
		p.fail("unknown op %q", base)
	}
	n.op = op
	switch {
	case suffix == "":
		if op == ir.OpICmp || op == ir.OpFCmp || op == ir.OpWaveReduce {
			p.fail("%s needs a predicate or combining op", base)
		}
	case op == ir.OpWaveReduce:
		rop, ok := opNamed(suffix)
		if !ok || !ir.IsReduceOp(rop) {
			p.fail("bad combining op %q", suffix)
		}
		n.aux, n.hasAux = int64(rop), true
	case op == ir.OpICmp || op == ir.OpFCmp:
		n.hasAux = true
		if pr, ok := predNamed(suffix); ok {
			n.aux = int64(pr)
			break
		}
		fn, name := "", suffix
		for _, pre := range []string{"not", "swap"} {
			if strings.HasPrefix(suffix, pre) && len(suffix) > len(pre) {
				fn, name = pre, suffix[len(pre):]
			}
		}
		if fn != "" && pattern {
			p.fail("%s in a pattern", suffix)
		}
		n.predSlot, n.predFn = p.predSlot(name, pattern), fn
	default:
		p.fail("%s takes no suffix", base)
	}
	for {
		if p.i < len(p.toks) && p.toks[p.i] == ")" {
			p.i++
			break
		}
		n.args = append(n.args, p.node(pattern))
	}
	if info := op.Info(); !op.Is(ir.FlagVariadic) && len(n.args) != len(info.Args) {
		p.fail("%s takes %d operands, has %d", base, len(info.Args), len(n.args))
	}
	return n
}

// check parses a condition: name(args) or !name(args).
func (p *ruleParser) check() ruleCheck {
	t := p.next()
	c := ruleCheck{}
	if strings.HasPrefix(t, "!") {
		c.neg, t = true, t[1:]
	}
	if _, ok := ruleConds[t]; !ok {
		p.fail("unknown condition %q", t)
	}
	c.name = t
	p.expect("(")
	for {
		a := p.next()
		switch {
		case a == "@":
			c.slots = append(c.slots, -2)
		case len(a) == 1 && a[0] >= 'A' && a[0] <= 'Z':
			c.preds = append(c.preds, p.predSlot(a, false))
		case strings.HasPrefix(a, "#"):
			c.slots = append(c.slots, p.slot(a[1:], false))
		case strings.HasPrefix(a, "@"):
			c.slots = append(c.slots, p.slot(a, false))
		default:
			c.slots = append(c.slots, p.slot(a, false))
		}
		if t := p.next(); t == ")" {
			break
		} else if t != "," {
			p.fail("expected , or ) in a condition")
		}
	}
	return c
}

func opNamed(name string) (ir.Op, bool) {
	op, ok := opsByName()[name]
	return op, ok
}

// opsByName indexes the IR's op names once (the rule table is parsed
// at every start; a linear search per token cost more than the rest).
var opsByName = sync.OnceValue(func() map[string]ir.Op {
	m := map[string]ir.Op{}
	for op := ir.Op(1); op.String() != "op?"; op++ {
		if op != ir.OpParam && op != ir.OpConst {
			m[op.String()] = op
		}
	}
	return m
})

func predNamed(name string) (ir.Pred, bool) {
	for p := ir.Pred(0); p.String() != "pred?"; p++ {
		if p.String() == name {
			return p, true
		}
	}
	return 0, false
}

// shiftIsZero reports whether shifting by the constant amount c leaves a
// value of type t unchanged (amounts are masked to the element width).
func shiftIsZero(t ir.Type, c uint64) bool {
	if t.IsPacked() {
		return c&0xf == 0 && c>>16&0xf == 0
	}
	return c&uint64(t.Bits()-1) == 0
}

// trivialPhi returns the value every incoming edge of phi gives (ignoring
// the phi itself), or nil. That value dominates the phi's block: every
// path to it comes through an edge carrying the value.
func trivialPhi(phi *ir.Value) *ir.Value {
	var same *ir.Value
	for _, a := range phi.Args {
		if a == phi || same != nil && sameValue(a, same) {
			continue
		}
		if same != nil {
			return nil
		}
		same = a
	}
	return same
}
