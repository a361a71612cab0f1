package passes

import (
	"fmt"
	"slices"
	"sort"

	"hlslc/ir"
)

// Unroll unrolls loops completely when their trip count is a constant:
// the values of the header's phis are followed from their entry values
// iteration by iteration with the interpreter's arithmetic (ir.Eval), and
// each branch at the loop's level is decided on the way — the loop's
// conditional exits, and the ifs whose condition is a constant in that
// iteration (so `if (i == n) break;` unrolls). The loop then becomes one
// copy of its header, body and continue construct per iteration, the last
// cut where the loop exits, each decided branch an unconditional one, each
// copy's header phis replaced by the previous copy's values; the merge
// block's phis and later uses take the last copy's values.
//
// Which loops (the loop's hint, ir.LoopHintString, from the source's
// attributes):
//
//   - dont_unroll ([loop]): never;
//   - unroll ([unroll]): up to maxUnrollTrip iterations and
//     maxUnrollSize instructions in all;
//   - unroll N ([unroll(N)]): when the trip count is at most N, as unroll
//     (a larger count keeps the loop);
//   - no hint: up to smallTrip iterations when the copies, counting only
//     the instructions that do not fold to constants in their iteration
//     nor are selects whose condition does (a matrix element picked by a
//     loop index),
//     are no more than the loop's own instructions (code size does not
//     grow); and loops that index a private array by a computed offset,
//     up to arrayTrip iterations and arraySize instructions in the copies
//     (as NIR unrolls loops that index arrays), so that the offsets become
//     constants and the array can leave scratch memory (Promote);
//   - for ArraysToRegisters (unrollCtx.walk), also a loop that walks the
//     private arrays it is given — every access it makes to private
//     memory at a constant offset in each iteration, and no more
//     iterations than an array it indexes has elements — up to walkTrip
//     iterations, and walkCost instructions per iteration or, if more,
//     as many as the loop would have with its accesses' select chains
//     (NIR forces the unrolling of a loop whose trip count is its array's
//     length; LLVM's AMDGPU unroll threshold is larger for a loop that
//     indexes an alloca), as `for (i = 0; i < 15; i++) out[keys[i]] = ...` over a
//     uint keys[15] that unrolled code before filled.
//
// Only loops whose exits can be decided: one block outside enters the
// header and one takes the back edge, and every branch to the merge or
// the continue block that is not decided in every iteration (it is inside
// an if whose condition is not a constant, for instance) keeps the loop.
// Inner loops are tried first; a call tries every loop but those around or
// inside one it unrolled (eachLoop). Guarantees: the same instructions run
// in the same order with the same values; it reports whether it unrolled
// a loop.
func Unroll(f *ir.Func) bool {
	// the analyses of the function, made again after each loop it
	// unrolls: a loop it does not unroll leaves the function as it was
	var c *unrollCtx
	return eachLoop(f, true, func(t *ir.Value) bool {
		if t.Aux == ir.LoopDontUnroll {
			return false
		}
		if c == nil {
			c = &unrollCtx{x: indexBlocks(f), inRegion: make([]bool, len(f.Blocks))}
			c.in, _ = constructsOf(f)
		}
		if !unrollLoop(f, t, c) {
			return false
		}
		c = nil
		return true
	})
}

// unrollCtx holds what Unroll's attempts share: the block index, each
// block's innermost construct, and a block set each attempt leaves empty.
type unrollCtx struct {
	x        *blockIndex
	in       []*ir.Value
	inRegion []bool
	// walk, for ArraysToRegisters: the private arrays whose walking
	// loops unroll (nil in the pipeline)
	walk map[*ir.Memory]bool
}

// Unrolling limits.
const (
	maxUnrollTrip = 1024 // the lowering's limit for [unroll] too
	maxUnrollSize = 8192
	smallTrip     = 16
	// a loop that indexes a private array by a value it computes: once
	// unrolled, the offsets may become constants and the array registers
	// (Promote) instead of scratch memory
	arrayTrip = 8
	arraySize = 96
	// a loop that walks a private array: a scratch access costs more than
	// the few VALU instructions a copy of a small body adds
	walkTrip = 32
	walkCost = 12
)

// indexesPrivate reports whether the blocks access a private array at an
// offset that is not a constant.
func indexesPrivate(region []*ir.Block) bool {
	for _, b := range region {
		for _, v := range b.Instrs {
			if (v.Op == ir.OpLoad || v.Op == ir.OpStore) && v.Mem.Kind == ir.MemPrivate && v.Args[0].Op != ir.OpConst {
				return true
			}
		}
	}
	return false
}

// walksOnly reports whether the private arrays the region accesses at
// computed offsets are all in the set walk.
func walksOnly(region []*ir.Block, walk map[*ir.Memory]bool) bool {
	for _, b := range region {
		for _, v := range b.Instrs {
			if v.Mem != nil && v.Mem.Kind == ir.MemPrivate && v.Args[0].Op != ir.OpConst && !walk[v.Mem] {
				return false
			}
		}
	}
	return true
}

// unrollLoop unrolls one loop if it can.
func unrollLoop(f *ir.Func, loop *ir.Value, c *unrollCtx) bool {
	x, in := c.x, c.in
	h, _, merge, cont := ir.LoopBlocks(loop)
	// one block enters the loop, one takes the back edge
	var pre, back *ir.Block
	for _, p := range x.preds[h.ID] {
		if in[p.ID] == loop {
			if back != nil {
				return false
			}
			back = p
		} else {
			if pre != nil {
				return false
			}
			pre = p
		}
	}
	if pre == nil || back == nil || pre.Terminator().Op != ir.OpBr {
		return false
	}
	// the loop's blocks (loopRegion): every copy needs its own
	inRegion := c.inRegion
	var region []*ir.Block
	unrolled := false
	defer func() {
		if !unrolled { // (unrolling renumbers the blocks; c is not used again)
			for _, b := range region {
				inRegion[b.ID] = false
			}
		}
	}()
	loopRegion(loop, func(b *ir.Block) bool {
		if inRegion[b.ID] {
			return false
		}
		inRegion[b.ID] = true
		region = append(region, b)
		return true
	})
	sort.Slice(region, func(i, j int) bool { return region[i].ID < region[j].ID })
	size := len(h.Instrs)
	for _, b := range region {
		size += len(b.Instrs)
	}
	sim := loopSim{h: h, loop: loop, merge: merge, cont: cont, back: back, inRegion: inRegion}
	if !sim.run(pre) {
		return false
	}
	trip := len(sim.decisions) - 1
	ok := trip <= smallTrip && sim.cost <= size
	if indexesPrivate(region) {
		ok = ok || trip <= arrayTrip && sim.cost <= arraySize
		ok = ok || c.walk != nil && sim.walks && trip <= sim.elements && trip <= walkTrip && sim.cost <= max(walkCost*trip, size+sim.chains) && walksOnly(region, c.walk)
	}
	switch {
	case loop.Aux == ir.LoopUnroll:
		ok = trip <= maxUnrollTrip && sim.cost <= maxUnrollSize
	case loop.Aux > 0:
		ok = trip <= int(loop.Aux) && sim.cost <= maxUnrollSize
	}
	if !ok {
		return false
	}
	unrolled = true
	cloneIterations(f, h, loop, region, inRegion, pre, back, merge, sim.decisions)
	return true
}

// loopSim follows a loop iteration by iteration.
type loopSim struct {
	h, merge, cont, back *ir.Block
	loop                 *ir.Value
	inRegion             []bool
	// decisions are, per iteration, the target each decided branch takes
	// (conditional exits and ifs); the last iteration is the one that
	// leaves the loop
	decisions []map[*ir.Value]*ir.Block
	// cost estimates the instructions of the unrolled copies: those that
	// run and do not fold to a constant in their iteration, nor are a
	// select whose condition does (the copy is one of its operands)
	cost int
	// walks: every access to private memory on the iterations' paths has
	// a constant offset in its iteration, and the constructs the walk
	// does not enter (an inner loop, an undecided if) have none at a
	// computed offset; elements is the fewest elements, of the width
	// accessed, of an array the loop accesses at a computed offset
	walks    bool
	elements int
	// chains: the instructions SelectIndex would give the loop for its
	// accesses at computed offsets if it stayed (a compare and a select
	// per element of the array, per access)
	chains int
}

// known is a value's bits when the simulation knows them.
type known struct {
	bits uint64
	ok   bool
}

// incoming is the value a phi takes from the predecessor from.
func incoming(phi *ir.Value, from *ir.Block) *ir.Value {
	for i, p := range phi.Targets {
		if p == from {
			return phi.Args[i]
		}
	}
	return nil
}

// run simulates the loop from its entry through pre; it reports false when
// some exit cannot be decided or the loop runs longer than maxUnrollTrip
// iterations.
func (s *loopSim) run(pre *ir.Block) bool {
	var phis []*ir.Value
	for _, v := range s.h.Instrs {
		if v.Op == ir.OpPhi {
			phis = append(phis, v)
		}
	}
	s.walks, s.elements = true, maxUnrollTrip+1
	env := map[*ir.Value]known{}
	for _, p := range phis {
		a := incoming(p, pre)
		env[p] = known{a.Bits(), a.Op == ir.OpConst}
	}
	for k := 0; k <= maxUnrollTrip; k++ {
		eval := s.evaluator(env)
		left, ok := s.iteration(eval)
		if !ok {
			return false
		}
		if left {
			return true
		}
		next := map[*ir.Value]known{}
		for _, p := range phis {
			next[p] = eval(incoming(p, s.back))
		}
		env = next
	}
	return false
}

// evaluator returns the evaluation of the loop's pure values in one
// iteration whose header phis have the values env.
func (s *loopSim) evaluator(env map[*ir.Value]known) func(v *ir.Value) known {
	memo := map[*ir.Value]known{}
	var eval func(v *ir.Value) known
	eval = func(v *ir.Value) known {
		if v.Op == ir.OpConst {
			return known{v.Bits(), true}
		}
		if r, ok := env[v]; ok {
			return r
		}
		if r, ok := memo[v]; ok {
			return r
		}
		r := known{}
		inLoop := v.Block != nil && (v.Block == s.h || s.inRegion[v.Block.ID])
		if inLoop && v.Op.Is(ir.FlagPure) && v.Op != ir.OpPhi && len(v.Args) > 0 && len(v.Args) <= 3 {
			var args [3]uint64
			r.ok = true
			for i, a := range v.Args {
				ka := eval(a)
				if !ka.ok {
					r.ok = false
					break
				}
				args[i] = ka.bits
			}
			if r.ok {
				r.bits = ir.Eval(v, args[:len(v.Args)])
			}
		}
		memo[v] = r
		return r
	}
	return eval
}

// walkAccess notes whether the private memory access v has a constant
// offset in the iteration, and the elements of its array.
func (s *loopSim) walkAccess(v *ir.Value, eval func(v *ir.Value) known) {
	if v.Op != ir.OpLoad && v.Op != ir.OpStore || !eval(v.Args[0]).ok {
		s.walks = false
		return
	}
	if v.Args[0].Op == ir.OpConst {
		return
	}
	width := v.Type.Bytes()
	if v.Op == ir.OpStore {
		width = v.Args[1].Type.Bytes()
	}
	if width > 0 {
		s.elements = min(s.elements, v.Mem.Layout.Size()/width)
		if len(s.decisions) == 1 {
			s.chains += 2 * v.Mem.Layout.Size() / width
		}
	}
}

// iteration walks one iteration's path at the loop's level from the body,
// deciding its branches; it reports whether the loop leaves in it, and
// false when a branch cannot be decided.
func (s *loopSim) iteration(eval func(v *ir.Value) known) (left, ok bool) {
	dec := map[*ir.Value]*ir.Block{}
	s.decisions = append(s.decisions, dec)
	_, body, _, _ := ir.LoopBlocks(s.loop)
	count := func(b *ir.Block) {
		for _, v := range b.Instrs {
			if v.Mem != nil && v.Mem.Kind == ir.MemPrivate {
				s.walkAccess(v, eval)
			}
			if v.Op.Is(ir.FlagTerminator) || b == s.h && v.Op == ir.OpPhi || eval(v).ok {
				continue
			}
			if v.Op == ir.OpSelect && eval(v.Args[0]).ok {
				// its copy is the operand the condition picks
				continue
			}
			s.cost++
		}
	}
	count(s.h)
	b := body
	for steps := 0; ; steps++ {
		if steps > len(s.inRegion) {
			return false, false
		}
		count(b)
		t := b.Terminator()
		var to *ir.Block
		switch t.Op {
		case ir.OpBr:
			to = t.Targets[0]
		case ir.OpCondBr, ir.OpIf:
			c := eval(t.Args[0])
			switch {
			case c.ok:
				to = t.Targets[1]
				if c.bits&1 != 0 {
					to = t.Targets[0]
				}
				dec[t] = to
			case t.Op == ir.OpIf && !s.exitsFrom(t):
				// an if that does not leave the loop runs as it is
				s.cost += s.constructSize(t)
				to = t.Targets[2]
			default:
				return false, false
			}
		case ir.OpLoop:
			s.cost += s.constructSize(t)
			to = t.Targets[1]
		default:
			return false, false
		}
		switch {
		case to == s.merge:
			return true, true
		case to == s.h:
			if b != s.back {
				return false, false
			}
			return false, true
		case !s.inRegion[to.ID]:
			return false, false
		}
		b = to
	}
}

// constructBlocks returns the blocks of the if or loop t (its header's
// successors, up to its merge), stopping at the simulated loop's header,
// merge and continue block; exits reports whether one of them branches to
// the simulated loop's merge or continue block.
func (s *loopSim) constructBlocks(t *ir.Value) (blocks []*ir.Block, exits bool) {
	end := t.Targets[2]
	if t.Op == ir.OpLoop {
		end = t.Targets[1]
	}
	seen := map[*ir.Block]bool{}
	work := append([]*ir.Block(nil), t.Block.Succs()...)
	if t.Op == ir.OpLoop {
		work = append(work, t.Targets[2])
	}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		switch {
		case b == s.merge || b == s.cont:
			exits = true
			continue
		case b == end || b == t.Block || b == s.h || seen[b]:
			continue
		}
		seen[b] = true
		blocks = append(blocks, b)
		work = append(work, b.Succs()...)
		if bt := b.Terminator(); bt != nil && (bt.Op == ir.OpIf || bt.Op == ir.OpLoop) {
			// nested constructs continue at their merge (and continue)
			work = append(work, bt.Targets[1:]...)
		}
	}
	return blocks, exits
}

// exitsFrom reports whether a branch inside the if t leaves the loop.
func (s *loopSim) exitsFrom(t *ir.Value) bool {
	_, exits := s.constructBlocks(t)
	return exits
}

// constructSize counts the instructions of the if or loop t (the parts
// that run as they are).
func (s *loopSim) constructSize(t *ir.Value) int {
	blocks, _ := s.constructBlocks(t)
	n := 0
	for _, b := range blocks {
		n += len(b.Instrs)
	}
	if indexesPrivate(blocks) {
		s.walks = false // copies of the construct index as it does
	}
	return n
}

// cloneIterations replaces the loop by one copy of its header and blocks
// per iteration (decisions), the last ending where the loop leaves.
func cloneIterations(f *ir.Func, h *ir.Block, loop *ir.Value, region []*ir.Block, inRegion []bool, pre, back, merge *ir.Block, decisions []map[*ir.Value]*ir.Block) {
	_, body, _, _ := ir.LoopBlocks(loop)
	trip := len(decisions) - 1
	bd := ir.NewBuilder(f)
	var phis []*ir.Value
	for _, v := range h.Instrs {
		if v.Op == ir.OpPhi {
			phis = append(phis, v)
		}
	}
	type copyOf struct {
		vals   map[*ir.Value]*ir.Value
		blocks map[*ir.Block]*ir.Block
	}
	var copies []copyOf
	var newBlocks []*ir.Block
	for k := 0; k <= trip; k++ {
		c := copyOf{map[*ir.Value]*ir.Value{}, map[*ir.Block]*ir.Block{}}
		for _, p := range phis {
			if k == 0 {
				c.vals[p] = incoming(p, pre)
			} else {
				a := incoming(p, back)
				if m, ok := copies[k-1].vals[a]; ok {
					a = m
				}
				c.vals[p] = a
			}
		}
		for _, b := range append([]*ir.Block{h}, region...) {
			nb := f.NewBlock(fmt.Sprintf("%s.u%d", b.Name, k))
			c.blocks[b] = nb
			newBlocks = append(newBlocks, nb)
		}
		// the instructions, then their operands and targets
		var made []*ir.Value
		for _, b := range append([]*ir.Block{h}, region...) {
			bd.SetBlock(c.blocks[b])
			for _, v := range b.Instrs {
				if b == h && v.Op == ir.OpPhi {
					continue
				}
				if v == loop {
					bd.Pos = v.Pos
					made = append(made, bd.Br(body))
					continue
				}
				nv := bd.Emit(v.Op, v.Type, v.Args...)
				nv.Name, nv.Aux, nv.Mem, nv.Sampler, nv.Align, nv.Order, nv.Callee = v.Name, v.Aux, v.Mem, v.Sampler, v.Align, v.Order, v.Callee
				nv.Fast, nv.Pos, nv.Var = v.Fast, v.Pos, v.Var
				nv.Args = append([]*ir.Value(nil), v.Args...)
				nv.Targets = append([]*ir.Block(nil), v.Targets...)
				if to, ok := decisions[k][v]; ok {
					nv.Op, nv.Args, nv.Targets = ir.OpBr, nil, []*ir.Block{to}
				}
				c.vals[v] = nv
				made = append(made, nv)
			}
		}
		for _, nv := range made {
			for i, a := range nv.Args {
				if m, ok := c.vals[a]; ok {
					nv.Args[i] = m
				}
			}
			for i, t := range nv.Targets {
				switch {
				case t == h && nv.Op != ir.OpPhi:
					// the back edge: the next copy's header, set below
					// (the last copy never takes it: its blocks after the
					// exit go)
					nv.Targets[i] = nil
					if k == trip {
						nv.Targets[i] = merge
					}
				case c.blocks[t] != nil:
					nv.Targets[i] = c.blocks[t]
				}
			}
		}
		copies = append(copies, c)
	}
	for k, c := range copies[:trip] {
		for _, b := range c.blocks {
			if t := b.Terminator(); t != nil {
				for i, tb := range t.Targets {
					if tb == nil {
						t.Targets[i] = copies[k+1].blocks[h]
					}
				}
			}
		}
	}
	// a decided branch no longer goes to its other targets: their phis in
	// the copies drop the entry for it (a copy's phi with an entry from a
	// block that does not branch there is not SSA)
	for _, b := range newBlocks {
		dropStaleIncoming(b)
	}
	// the merge's phis take the last copy's values from its copies of the
	// exiting blocks that still branch there (decided branches of the last
	// copy may not; the exits of the other copies are unreachable)
	last := copies[trip]
	exits := func(b *ir.Block) bool {
		for _, s := range b.Succs() {
			if s == merge {
				return true
			}
		}
		return false
	}
	for _, p := range merge.Instrs {
		if p.Op != ir.OpPhi {
			break
		}
		k := 0
		for i, from := range p.Targets {
			a := p.Args[i]
			if inRegion[from.ID] || from == h {
				if from = last.blocks[from]; !exits(from) {
					continue
				}
				if m, ok := last.vals[a]; ok {
					a = m
				}
			}
			p.Args[k], p.Targets[k] = a, from
			k++
		}
		p.Args, p.Targets = p.Args[:k], p.Targets[:k]
	}
	// uses after the loop see the last copy's values
	r := newRewriter(f)
	for _, b := range append([]*ir.Block{h}, region...) {
		for _, v := range b.Instrs {
			if m, ok := last.vals[v]; ok && v.Type != ir.Void {
				r.replace(v, m)
			}
		}
	}
	// the entry branch, and the copies where the loop was
	makeBranch(pre.Terminator(), copies[0].blocks[h])
	old := map[*ir.Block]bool{h: true}
	for _, b := range region {
		old[b] = true
	}
	var out []*ir.Block
	for _, b := range f.Blocks[:len(f.Blocks)-len(newBlocks)] {
		switch {
		case b == h:
			out = append(out, newBlocks...)
		case !old[b]:
			out = append(out, b)
		}
	}
	f.Blocks = out
	f.RenumberBlocks()
	r.apply()
	dropUnreachable(f)
}

// dropStaleIncoming removes from b's phis the entries of blocks that do
// not branch to b.
func dropStaleIncoming(b *ir.Block) {
	for _, p := range b.Instrs {
		if p.Op != ir.OpPhi {
			break
		}
		k := 0
		for i, from := range p.Targets {
			if slices.Contains(from.Succs(), b) {
				p.Args[k], p.Targets[k] = p.Args[i], from
				k++
			}
		}
		p.Args, p.Targets = p.Args[:k], p.Targets[:k]
	}
}
