package passes

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"hlslc/ir"
)

// Uniformity is the wave-uniformity (divergence) analysis. A value is
// uniform when every active lane of a wave holds the same value at every
// place it is used; otherwise it is divergent. Scalarization keeps uniform
// values in SGPRs and turns uniform branches into scalar branches.
//
// What it guarantees (every "uniform" answer is sound for wave64 under the
// IR's structured control flow, as the interpreter runs it):
//
//   - Divergent: id.index, wave.laneindex, wave.isfirst, wave.mbcnt,
//     wave.prefix and wave.prefixcountbits; id.thread and id.dispatch of a
//     dimension unless it is the same in a whole wave (numthreads 1 in that
//     dimension, or the lower dimensions' product a multiple of 64, since
//     waves are 64 consecutive id.index values); atomics and cmpxchg; calls
//     and the parameters of non-kernel functions (no interprocedural
//     analysis); loads from writable buffers, groupshared and private
//     memory (another lane or wave may have written it).
//   - Uniform: constants, id.group, wave.lanecount; loads from cbuffers and
//     read-only buffers at a uniform offset; wave.readfirst, wave.readlane
//     with a uniform lane, wave.any/all/ballot/countbits/allequal and
//     wave.reduce; pure operations of uniform operands.
//   - Everything is uniform in a kernel of one work-item per workgroup
//     (numthreads(1, 1, 1)), and in the functions it calls: its wave runs
//     one lane, so no value can differ between active lanes.
//   - Sync dependence: an `if` or `condbr` whose condition is divergent
//     splits the lanes; every block where lanes from its different sides
//     meet again (the if's merge, a loop's continue block or merge reached
//     by several breaks or continues) is a divergent join, and its phis are
//     divergent unless all their incoming values are the same value.
//   - Temporal divergence: a loop has a divergent exit when lanes can leave
//     it in different iterations: some lanes reach its merge while others,
//     split from them by a divergent branch in the same iteration, take the
//     back edge (a divergent break condition, a break or continue inside a
//     divergent if). Values defined inside such a loop and used outside it
//     are divergent (each lane keeps the value of its last iteration).
//   - The analysis iterates to a fixed point (loop-carried phis, branches
//     that become divergent, temporal divergence feeding back).
//
// Values in unreachable blocks are analysed by their operands only.
func Uniformity(f *ir.Func) *UniformityInfo { return uniformity(f, allRules) }

// rules selects the control-flow rules of the analysis: divergent phis at
// joins, and temporal divergence. Only the tests leave some out, to show
// that the run checks catch their absence.
type rules uint8

const (
	ruleSync rules = 1 << iota
	ruleTemporal
	allRules = ruleSync | ruleTemporal
)

func uniformity(f *ir.Func, r rules) *UniformityInfo {
	// the block IDs index the per-block state below while the analysis
	// runs (Dominators numbers them the same way)
	f.RenumberBlocks()
	nb := len(f.Blocks)
	u := &UniformityInfo{f: f, rules: r, div: make([]bool, f.NumValues()), joins: map[*ir.Block]bool{},
		divExit: map[*ir.Value]bool{}, loopOf: make([]*ir.Value, nb), parent: map[*ir.Value]*ir.Value{},
		closed: make([]*ir.Block, nb)}
	if nb == 0 {
		return u
	}
	u.nt = f.NumThreads
	if !f.Kernel {
		u.nt = [3]int{0, 0, 0}
		if f.Module != nil {
			if k := f.Module.Kernel(); k != nil {
				u.nt = k.NumThreads
			}
		}
	}
	u.walk(f.Entry(), exitCtx{}, make([]bool, nb), make([]bool, nb))
	for _, p := range f.Params {
		u.div[p.ID] = !u.oneLane()
	}
	// the reverse postorder sync walks in, once a branch is divergent (a
	// function without one needs no dominator tree)
	var rpo []*ir.Block
	var pos []int
	order := func() {
		rpo = ir.Dominators(f).RPO() // (numbers the blocks as they are numbered)
		pos = make([]int, len(f.Blocks))
		for k := range pos {
			pos[k] = -1 // unreachable
		}
		for i, b := range rpo {
			pos[b.ID] = i
		}
	}
	users := newUseLists(f)
	u.users = users
	// every value once, then only those whose inputs changed (propagate)
	for _, b := range f.Blocks {
		u.queue = append(u.queue, b.Instrs...)
	}
	// a branch's joins depend only on the CFG once it is divergent: each
	// divergent branch is synced once
	synced := map[*ir.Block]bool{}
	for {
		u.propagate()
		changed := false
		if rpo == nil && u.anyDivergentBranch() {
			order()
		}
		for _, b := range rpo {
			t := b.Terminator()
			if t != nil && (t.Op == ir.OpIf || t.Op == ir.OpCondBr) && u.isDiv(t.Args[0]) && !synced[b] {
				synced[b] = true
				if u.sync(b, pos) {
					changed = true
				}
			}
		}
		if r&ruleTemporal != 0 && u.temporal(users) {
			changed = true
		}
		if !changed {
			return u
		}
	}
}

// anyDivergentBranch reports whether an if or condbr of the function
// branches on a divergent value.
func (u *UniformityInfo) anyDivergentBranch() bool {
	for _, b := range u.f.Blocks {
		if t := b.Terminator(); t != nil && (t.Op == ir.OpIf || t.Op == ir.OpCondBr) && u.isDiv(t.Args[0]) {
			return true
		}
	}
	return false
}

// UniformityInfo is the result of Uniformity for one function.
type UniformityInfo struct {
	f       *ir.Func
	rules   rules
	nt      [3]int
	div     []bool             // by value ID: divergent (values made later are not)
	joins   map[*ir.Block]bool // blocks where lanes split by a divergent branch meet
	divExit map[*ir.Value]bool // loop terminators with a divergent exit
	// by block ID, while the analysis runs: the innermost loop containing
	// a block (a header is in its own loop)
	loopOf []*ir.Value
	parent map[*ir.Value]*ir.Value // enclosing loop of a loop
	// closed maps the header block (by ID) of each closed if or loop (one
	// that lanes leave only through its merge, which some reach) to the
	// merge
	closed []*ir.Block
	open   []construct // walk's enclosing constructs
	// users of each value, and the values propagate is to look at again
	// (their operands or their block's join state changed)
	users *useLists
	queue []*ir.Value
}

// IsUniform reports whether v holds the same value in all active lanes
// wherever it is used. Constants are uniform; instructions without a
// result and values of other functions are not.
func (u *UniformityInfo) IsUniform(v *ir.Value) bool {
	if v.Op == ir.OpConst {
		return true
	}
	if v.Type == ir.Void {
		return false
	}
	if v.Op == ir.OpParam {
		// (another function's parameter is not in div)
		return !slices.Contains(u.f.Params, v) || !u.isDiv(v)
	}
	if v.Block == nil || v.Block.Func != u.f {
		return false
	}
	return !u.isDiv(v)
}

// isDiv reports whether v, a value of the function, is divergent.
func (u *UniformityInfo) isDiv(v *ir.Value) bool { return v.ID < len(u.div) && u.div[v.ID] }

// BranchIsUniform reports, for an `if` or `condbr`, whether its condition
// is uniform (all active lanes go the same way); for a `loop`, whether all
// lanes that enter it leave it in the same iteration (no divergent exit).
// br and ret are uniform.
func (u *UniformityInfo) BranchIsUniform(term *ir.Value) bool {
	switch term.Op {
	case ir.OpIf, ir.OpCondBr:
		return u.IsUniform(term.Args[0])
	case ir.OpLoop:
		return !u.divExit[term]
	case ir.OpBr, ir.OpRet:
		return true
	}
	return false
}

// LoopHasDivergentExit reports whether lanes may leave the loop (given by
// its `loop` terminator) in different iterations.
func (u *UniformityInfo) LoopHasDivergentExit(loop *ir.Value) bool { return u.divExit[loop] }

// IsDivergentJoin reports whether lanes that a divergent branch sent
// different ways meet again at b (its phis are divergent unless all their
// incoming values are the same).
func (u *UniformityInfo) IsDivergentJoin(b *ir.Block) bool { return u.joins[b] }

// exitCtx mirrors the verifier's: where a branch leaves the current construct.
type exitCtx struct {
	merge  *ir.Block
	loop   *ir.Value
	inCont bool
}

func (e exitCtx) isExit(t *ir.Block) bool {
	if t == e.merge {
		return true
	}
	if e.loop != nil {
		h, _, m, c := ir.LoopBlocks(e.loop)
		return t == m || t == c && !e.inCont || t == h && e.inCont
	}
	return false
}

// walk follows the structured constructs from b, recording each block's
// innermost loop.
func (u *UniformityInfo) walk(b *ir.Block, e exitCtx, reached, seen []bool) {
	next := func(to *ir.Block, e exitCtx) *ir.Block {
		if e.isExit(to) {
			reached[to.ID] = true
			u.exitTo(to)
			return nil
		}
		return to
	}
	for b != nil && !seen[b.ID] {
		seen[b.ID] = true
		u.loopOf[b.ID] = e.loop
		t := b.Terminator()
		if t == nil || len(t.Targets) != t.Op.NumTargets() {
			return
		}
		switch t.Op {
		case ir.OpBr:
			b = next(t.Targets[0], e)
		case ir.OpCondBr:
			n0, n1 := next(t.Targets[0], e), next(t.Targets[1], e)
			b = n0
			if b == nil {
				b = n1
			}
		case ir.OpIf:
			merge := t.Targets[2]
			inner := exitCtx{merge: merge, loop: e.loop, inCont: e.inCont}
			u.open = append(u.open, construct{term: t, merge: merge})
			for _, arm := range t.Targets[:2] {
				if n := next(arm, inner); n != nil {
					u.walk(n, inner, reached, seen)
				}
			}
			u.closeConstruct(b)
			b = nil
			if reached[merge.ID] {
				b = merge
			}
		case ir.OpLoop:
			_, body, merge, cont := ir.LoopBlocks(t)
			u.loopOf[b.ID] = t
			u.parent[t] = e.loop
			inner := exitCtx{loop: t}
			u.open = append(u.open, construct{term: t, merge: merge})
			if n := next(body, inner); n != nil {
				u.walk(n, inner, reached, seen)
			}
			if reached[cont.ID] {
				u.walk(cont, exitCtx{loop: t, inCont: true}, reached, seen)
			}
			u.closeConstruct(b)
			b = nil
			if reached[merge.ID] {
				b = merge
			}
		default:
			return
		}
	}
}

// construct is an if or loop whose blocks walk is inside.
type construct struct {
	term     *ir.Value // the if or loop
	merge    *ir.Block
	escapes  bool // a branch leaves it other than to its merge
	mergeHit bool // a branch inside it reaches its merge
}

// exitTo records a branch to to that leaves the innermost constructs: each
// one it leaves without it being that construct's own exit (its merge; a
// loop's continue block or header) escapes.
func (u *UniformityInfo) exitTo(to *ir.Block) {
	for k := len(u.open) - 1; k >= 0; k-- {
		c := &u.open[k]
		if to == c.merge {
			c.mergeHit = true
			return
		}
		if c.term.Op == ir.OpLoop {
			if h, _, _, cont := ir.LoopBlocks(c.term); to == h || to == cont {
				return
			}
		}
		c.escapes = true
	}
}

// closeConstruct ends the innermost construct, headed by block b: it is
// closed when every path through it that leaves it goes to its merge and
// one does.
func (u *UniformityInfo) closeConstruct(b *ir.Block) {
	c := u.open[len(u.open)-1]
	u.open = u.open[:len(u.open)-1]
	if !c.escapes && c.mergeHit {
		u.closed[b.ID] = c.merge
	}
}

// inLoop reports whether block b lies inside loop l (nested loops included).
func (u *UniformityInfo) inLoop(b *ir.Block, l *ir.Value) bool {
	for x := u.loopOf[b.ID]; x != nil; x = u.parent[x] {
		if x == l {
			return true
		}
	}
	return false
}

// propagate applies the per-value rules to the queued values, and to the
// users of each value that becomes divergent, until nothing changes (a
// worklist: sweeping the whole function until a sweep changed nothing cost
// a sweep per step of the longest chain of loop-carried values).
func (u *UniformityInfo) propagate() {
	for len(u.queue) > 0 {
		v := u.queue[len(u.queue)-1]
		u.queue = u.queue[:len(u.queue)-1]
		if v.Type != ir.Void && !u.isDiv(v) && u.divergentDef(v) {
			u.setDivergent(v)
		}
	}
}

// setDivergent marks v divergent and queues its users.
func (u *UniformityInfo) setDivergent(v *ir.Value) {
	u.div[v.ID] = true
	u.queue = append(u.queue, u.users.of(v)...)
}

func (u *UniformityInfo) anyDivergent(args []*ir.Value) bool {
	for _, a := range args {
		if u.isDiv(a) {
			return true
		}
	}
	return false
}

// dimUniform reports whether id.thread (and so id.dispatch) of dimension d
// is the same in all lanes of a wave.
func (u *UniformityInfo) dimUniform(d int64) bool { return dimUniform(u.nt, d) }

// dimUniform reports whether id.thread of dimension d is the same in all
// lanes of a wave of a workgroup of nt threads (0: unknown): waves are 64
// consecutive group indices, index = x + nx*(y + ny*z).
func dimUniform(nt [3]int, d int64) bool {
	if nt[0] == 0 {
		return false
	}
	switch d {
	case 0:
		return nt[0] == 1
	case 1:
		return nt[1] == 1 || nt[0]%64 == 0
	case 2:
		return nt[2] == 1 || nt[0]*nt[1]%64 == 0
	}
	return false
}

// oneLane reports whether the kernel's workgroup is one work-item: its
// wave runs one lane, which holds every value alone.
func (u *UniformityInfo) oneLane() bool { return u.nt[0]*u.nt[1]*u.nt[2] == 1 }

// divergentDef reports whether v is divergent by its own rule and its
// operands' current state.
func (u *UniformityInfo) divergentDef(v *ir.Value) bool {
	if u.oneLane() {
		return false
	}
	switch v.Op {
	case ir.OpPhi:
		if u.rules&ruleSync != 0 && u.joins[v.Block] && !sameIncoming(v) {
			return true
		}
		return u.anyDivergent(v.Args)
	case ir.OpDispatchID, ir.OpThreadID:
		return !u.dimUniform(v.Aux)
	case ir.OpGroupIndex:
		return u.nt[0]*u.nt[1]*u.nt[2] != 1
	case ir.OpGroupID, ir.OpLaneCount:
		return false
	case ir.OpLaneIndex, ir.OpIsFirstLane, ir.OpMbcnt, ir.OpWavePrefixCountBits, ir.OpWavePrefix:
		return true
	case ir.OpWaveAny, ir.OpWaveAll, ir.OpBallot, ir.OpWaveCountBits, ir.OpWaveAllEqual, ir.OpWaveReduce, ir.OpReadFirstLane:
		return false
	case ir.OpReadLane:
		return u.isDiv(v.Args[1])
	case ir.OpLoad:
		if v.Mem != nil && (v.Mem.Kind == ir.MemCBuffer || v.Mem.IsResource() && !v.Mem.Writable || v.Mem.Init != nil) {
			return u.anyDivergent(v.Args) // the offset (and a heap entry's index)
		}
		return true
	case ir.OpResDim:
		// a resource's size is the dispatch's; a heap entry's is its index's
		return u.anyDivergent(v.Args)
	}
	if v.Op.Is(ir.FlagPure) {
		return u.anyDivergent(v.Args)
	}
	return true // atomics, calls, and anything not known to be uniform
}

// sameIncoming reports whether all of a phi's incoming values are the same.
func sameIncoming(phi *ir.Value) bool {
	for _, a := range phi.Args[1:] {
		if !sameValue(a, phi.Args[0]) {
			return false
		}
	}
	return true
}

func sameValue(a, b *ir.Value) bool {
	return a == b || a.Op == ir.OpConst && b.Op == ir.OpConst && a.Type == b.Type && a.Aux == b.Aux
}

// sync finds the joins of the divergent branch ending b: lanes leaving b
// by different successors carry different labels forward (in reverse
// postorder, without back edges); a block reached with two labels is a
// join and gives its own label onward. Inside a loop the propagation stops
// at the loop's merge and back edge: the loop has a divergent exit when
// one label reaches the merge and another the back edge. It reports
// whether it found anything new.
//
// Only the blocks that labels reach are visited (a heap by reverse
// postorder index), and the walk stops once the lanes are together again:
// a single block pending with a single label, which no label other than its
// own has left the loop or taken the back edge before. From there on every
// block would get that one label only, so nothing more can be a join and
// the loop's exit cannot become divergent. A branch thus costs the size of
// the region it splits, not the rest of the function.
func (u *UniformityInfo) sync(b *ir.Block, pos []int) bool {
	succ := b.Succs()
	if len(succ) < 2 {
		return false
	}
	loop := u.loopOf[b.ID]
	var header, merge *ir.Block
	if loop != nil {
		header, _, merge, _ = ir.LoopBlocks(loop)
	}
	incoming := map[*ir.Block][]int{}
	var exitL, backL []int
	add := func(s []int, l int) []int {
		for _, x := range s {
			if x == l {
				return s
			}
		}
		return append(s, l)
	}
	cur := pos[b.ID] // the reverse postorder index being processed
	var pending blockHeap
	send := func(from, to *ir.Block, l int) {
		switch {
		case to == header:
			backL = add(backL, l)
			return
		case to == merge:
			exitL = add(exitL, l)
		default:
			if t := to.Terminator(); t != nil && t.Op == ir.OpLoop && u.inLoop(from, t) {
				return // the back edge of a loop nested in the region
			}
		}
		if len(incoming[to]) == 0 && to != merge && pos[to.ID] > cur {
			pending.push(pos[to.ID], to)
		}
		incoming[to] = add(incoming[to], l)
	}
	for i, s := range succ {
		send(b, s, i+1)
	}
	changed := false
	mark := func(x *ir.Block) {
		if !u.joins[x] {
			u.joins[x] = true
			changed = true
			u.queue = append(u.queue, x.Instrs...) // its phis
		}
	}
	only := func(s []int, l int) bool { return len(s) == 0 || len(s) == 1 && s[0] == l }
	next := len(succ) + 1
	for len(pending.idx) > 0 {
		if len(pending.idx) == 1 {
			if ls := incoming[pending.blocks[0]]; len(ls) == 1 && only(exitL, ls[0]) && only(backL, ls[0]) {
				break
			}
		}
		var x *ir.Block
		cur, x = pending.pop()
		ls := incoming[x]
		l := ls[0]
		if len(ls) > 1 {
			mark(x)
			l = next
			next++
		}
		if m := u.closed[x.ID]; m != nil {
			// one label enters a closed construct (single entry), so every
			// block in it gets that label alone, and so does its merge
			send(x, m, l)
			continue
		}
		for _, s := range x.Succs() {
			send(x, s, l)
		}
	}
	if merge != nil && len(incoming[merge]) > 1 {
		mark(merge)
	}
	if len(exitL) > 0 && len(backL) > 0 && !u.divExit[loop] {
		distinct := len(backL)
		for _, l := range exitL {
			if len(add(backL, l)) > len(backL) {
				distinct++
			}
		}
		if distinct > 1 {
			u.divExit[loop] = true
			// Lanes reach the merge in different iterations: its phis
			// are joins even when one label reaches it.
			mark(merge)
			changed = true
		}
	}
	return changed
}

// blockHeap is a binary min-heap of blocks by reverse postorder index.
type blockHeap struct {
	idx    []int
	blocks []*ir.Block
}

func (h *blockHeap) swap(i, j int) {
	h.idx[i], h.idx[j] = h.idx[j], h.idx[i]
	h.blocks[i], h.blocks[j] = h.blocks[j], h.blocks[i]
}

func (h *blockHeap) push(i int, b *ir.Block) {
	h.idx, h.blocks = append(h.idx, i), append(h.blocks, b)
	for k := len(h.idx) - 1; k > 0; {
		p := (k - 1) / 2
		if h.idx[p] <= h.idx[k] {
			break
		}
		h.swap(k, p)
		k = p
	}
}

func (h *blockHeap) pop() (int, *ir.Block) {
	i, b := h.idx[0], h.blocks[0]
	last := len(h.idx) - 1
	h.swap(0, last)
	h.idx, h.blocks = h.idx[:last], h.blocks[:last]
	for k := 0; ; {
		l, r, m := 2*k+1, 2*k+2, k
		if l < last && h.idx[l] < h.idx[m] {
			m = l
		}
		if r < last && h.idx[r] < h.idx[m] {
			m = r
		}
		if m == k {
			break
		}
		h.swap(k, m)
		k = m
	}
	return i, b
}

// temporal makes divergent the values defined in a loop with a divergent
// exit and used outside it. It reports whether it changed anything.
func (u *UniformityInfo) temporal(users *useLists) bool {
	changed := false
	for loop := range u.divExit {
		for _, b := range u.f.Blocks {
			if !u.inLoop(b, loop) {
				continue
			}
			for _, v := range b.Instrs {
				if v.Type == ir.Void || u.isDiv(v) {
					continue
				}
				for _, use := range users.of(v) {
					if use.Block != nil && !u.inLoop(use.Block, loop) {
						u.setDivergent(v)
						changed = true
						break
					}
				}
			}
		}
	}
	return changed
}

// PrintWithUniformity writes the module's text form (as ir.Print) with the
// uniformity analysis as comments: `; uniform` or `; divergent` after each
// instruction with a result, `; uniform branch` / `; divergent branch`
// after each if and condbr, `; uniform exit` / `; divergent exit` after
// each loop, and `; divergent join` after the label of a block where lanes
// split by a divergent branch meet. The text still parses with ir.Parse.
func PrintWithUniformity(w io.Writer, m *ir.Module) error {
	var b strings.Builder
	b.WriteString((&ir.Module{Resources: m.Resources, Views: m.Views, Shared: m.Shared, DenormF32: m.DenormF32}).String())
	for _, f := range m.Funcs {
		if b.Len() > 0 {
			b.WriteString("\n")
		}
		s, err := annotate(f, Uniformity(f))
		if err != nil {
			return err
		}
		b.WriteString(s)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// annotate adds the comments to f's text form, whose lines are: the
// header, one per private array, then per block its label and one line per
// instruction, and the closing brace.
func annotate(f *ir.Func, u *UniformityInfo) (string, error) {
	lines := strings.Split(strings.TrimSuffix(f.String(), "\n"), "\n")
	n := 1 + len(f.Private)
	for _, b := range f.Blocks {
		n += 1 + len(b.Instrs)
	}
	if len(lines) != n+1 {
		return "", fmt.Errorf("passes: @%s: unexpected text form (%d lines, want %d)", f.Name, len(lines), n+1)
	}
	i := 1 + len(f.Private)
	for _, b := range f.Blocks {
		if u.joins[b] {
			lines[i] += "  ; divergent join"
		}
		i++
		for _, v := range b.Instrs {
			if c := note(u, v); c != "" {
				lines[i] += "  ; " + c
			}
			i++
		}
	}
	return strings.Join(lines, "\n") + "\n", nil
}

func note(u *UniformityInfo, v *ir.Value) string {
	kind := func(uniform bool) string {
		if uniform {
			return "uniform"
		}
		return "divergent"
	}
	switch v.Op {
	case ir.OpIf, ir.OpCondBr:
		return kind(u.BranchIsUniform(v)) + " branch"
	case ir.OpLoop:
		return kind(u.BranchIsUniform(v)) + " exit"
	}
	if v.Type == ir.Void {
		return ""
	}
	return kind(u.IsUniform(v))
}
