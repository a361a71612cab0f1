package regalloc

import (
	"fmt"
	"slices"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// Spilling before colouring.
//
// The interference graph has an edge for every pair of values live
// together: its size is the pressure times the definitions, and when the
// VGPR units live at one point exceed the register file (the limit) the
// colouring cannot succeed, so building that graph in full only to learn
// that it must spill is the allocator's one cost that grows faster than
// the code (a 1 MB source with thousands of values live at once took
// minutes and gigabytes). So when the pressure exceeds the limit and
// Options.Scratch allows VGPR spilling, preSpill first chooses values to
// spill until no point has more VGPR units live than the limit (as ACO
// allocates after a spiller has bounded the register demand), the spiller
// rewrites them (vspiller.spill), and only then is the graph built: its
// edges are at most the limit times the definitions. Colouring may still
// fail (a graph is not always colourable with as many registers as its
// pressure); the rounds that follow spill as before, on a bounded graph.
// A function whose pressure fits never gets here, so its code is what the
// colouring alone gives.
//
// Choice (spill weights as the colouring's, next reads as Belady's rule):
// a backward pass over each block finds the VGPR units live before and
// after every instruction, so the overfull points, and for every value
// the overfull points it is live at (what spilling it relieves) and, at
// each of its references, its next read. A forward walk then keeps the
// demand at each point (the live VGPR units of the values not spilled,
// physical VGPRs included, plus the short-lived registers the spill code
// gives the instruction there: one per unit of a spilled value it reads,
// for the reload, before it, or writes, for the store, after it) within
// the limit by spilling, among the live values, the one with the lowest
// weight: its references, each weighted by 8 per loop level (a quarter
// for a value recomputed rather than stored), per overfull point it
// relieves; of equal weights the one read furthest away. A value the
// instruction reads (before it) or writes (after it) would only trade its
// register for such a temporary, so it is not chosen there. A spilled
// value loses its register everywhere (each read reloads it), so a choice
// made at one point also lowers the demand at every other point where the
// value is live, and a later choice may make an earlier one unneeded: once
// all are chosen, the victims, costliest first, take their registers back
// wherever the demand over all their live points stays within the limit
// (unspill).
//
// The overfull points a value relieves are counted two ways, and the walk
// runs with each: all those it is live at, and only those still overfull
// once the victims chosen before it are out (the marginal benefit of
// greedy set cover). The first favours long values: live at every
// overfull point, a second or third one read at every line looks cheap
// per point although the first already relieved most of them (int64_signed
// at 24 VGPRs: three 64-bit halves read ~25 times each, 75 reloads); the
// second favours values that relieve what is left, which is not always
// cheaper either (a value short of the points left may be read less). Of
// the two sets of victims the one of lower total cost is kept, the first
// on a tie. A loop that is not overfull reads a spilled one-unit value
// from a copy reloaded once before it (splitAtLoops), so the value's reads
// there cost one reload at the preheader (splitCosts).
//
// Rematerialisation: a spilled value that one VALU instruction defines
// (the rule of rematDefs) and whose VGPR operands are values one
// instruction outside every loop defines (so they hold one value wherever
// they are live), not spilled themselves and live before every
// instruction reading the spilled value, is not stored: each read recomputes it from
// them, one VALU instruction instead of a store and a load each, without
// lengthening any live range. A sum whose shared products are the
// pressure (a product of a live local and a constant, reused far below)
// recomputes them all.

// preSpillMargin: preSpill leaves the colouring a 128th of the register
// file (2 of 256 VGPRs, none below 128) beyond the pressure it bounds. At
// exactly the limit the colouring may still fail (tuples need runs of
// consecutive registers, copies and non-SSA live ranges make the graph
// need more colours than values live at once), and the rounds that then
// spill choose by the failed nodes' neighbourhoods, blind to the
// pressure: the testsuite's spill_vgprs (72 float4 live at once, 256
// VGPRs) took 42 stores and 135 loads with no margin, 40 and 60 (as the
// colouring alone) with 1 to 3 registers. At 24 VGPRs (the forced-limit
// comparison over the corpus and harvests) any margin spilled more.
const preSpillMargin = 128

// maxPreSpillRounds bounds the rounds of preSpill; each one lowers the
// pressure to the limit as far as its choice sees, so a second round only
// mops up (loop copies split at preheaders, say).
const maxPreSpillRounds = 4

// preSpill returns the VGPR nodes to spill so that at no point more VGPR
// units than limit are live (as far as spillable values allow), and of
// them the ones to rematerialise with the instruction that recomputes
// them (beyond rematDefs' own: those reading live VGPRs).
func (a *analysis) preSpill(limit int, loopCopies map[int]int) ([]int, map[int]gfx9.Instr) {
	n := len(a.nodes)
	ok := make([]bool, n)
	for k := range a.nodes {
		nd := &a.nodes[k]
		ok[k] = nd.file == mir.VGPR && !nd.noSpill && !nd.linear && !nd.reserved
	}
	cost := a.refCosts(ok)
	remat := a.rematCandidates(loopCopies)
	a.splitCosts(cost, ok, remat, limit)
	for m := range remat {
		cost[m] *= rematCost
	}
	isVGPR := a.vgprUnits()
	// the backward pass, per block: for each ref (flat over the function's
	// refs) the next read of its node after the instruction (nextRead),
	// whether its units are not live after it (dies: a read; dead: a
	// write); which instructions are overfull (VGPR units live before or
	// after them beyond the limit); and per node how many overfull
	// instructions it is live at (benefit: the points its spilling
	// relieves)
	total := 0
	for bi := range a.f.Blocks {
		for k := range a.refs[bi] {
			total += len(a.refs[bi][k].refs)
		}
	}
	nextRead := make([]int32, total)
	dies, dead := make([]bool, total), make([]bool, total)
	benefit := make([]int32, n)
	seen := make([]int32, n) // block number + 1 that last set firstRead
	firstRead := make([]int32, n)
	liveUnits := make([]int32, n)
	// points: before instruction k of a block 2k, after it 2k+1 (plus
	// twice the instructions of the blocks before, globally)
	segEnd := make([]int32, n) // where the node's current live segment ends
	after := mir.NewBits(a.nUnits)
	var over []int32 // per point of the block: overfull ones before it, prefix sums
	var segs []segment
	blockFlat := make([]int, len(a.f.Blocks)+1)
	blockPoint := make([]int32, len(a.f.Blocks)+1)
	for bi := range a.f.Blocks {
		refs := a.refs[bi]
		blockFlat[bi+1] = blockFlat[bi]
		for k := range refs {
			blockFlat[bi+1] += len(refs[k].refs)
		}
		blockPoint[bi+1] = blockPoint[bi] + 2*int32(len(refs))
	}
	// per point of the function: the VGPR units live there beyond the limit
	excess := make([]int32, blockPoint[len(a.f.Blocks)])
	for bi, b := range a.f.Blocks {
		end := int32(len(b.Instrs))
		refs := a.refs[bi]
		readAt := func(m int) int32 {
			if seen[m] != int32(bi+1) {
				return end + 1 // beyond the block
			}
			return firstRead[m]
		}
		over = slices.Grow(over[:0], 2*int(end)+1)[:2*end+1]
		over[0] = 0
		first := len(segs)
		units := 0 // VGPR units live
		liveOn := func(u int, p int32) {
			after.Set(u)
			if !isVGPR.Has(u) {
				return
			}
			units++
			if u >= physBase {
				m := a.nodeOf(u)
				if liveUnits[m] == 0 {
					segEnd[m] = p
				}
				liveUnits[m]++
			}
		}
		liveOff := func(u int, p int32) {
			after.Clear(u)
			if !isVGPR.Has(u) {
				return
			}
			units--
			if u >= physBase {
				m := a.nodeOf(u)
				liveUnits[m]--
				if liveUnits[m] == 0 {
					segs = append(segs, segment{int32(m), p, segEnd[m]})
				}
			}
		}
		for _, u := range a.liveOut[bi] {
			liveOn(int(u), 2*end-1)
		}
		flat := blockFlat[bi+1]
		for k := len(refs) - 1; k >= 0; k-- {
			rs := refs[k].refs
			flat -= len(rs)
			over[2*k+2] = 0
			if units > limit {
				over[2*k+2] = 1
			}
			excess[blockPoint[bi]+int32(2*k+1)] = int32(units - limit)
			for j, r := range rs {
				if r.Virtual {
					nextRead[flat+j] = readAt(a.nodeOf(r.Unit))
				}
				dies[flat+j] = r.Use && !after.AnyIn(r.Unit, r.N)
				dead[flat+j] = r.Def && !after.AnyIn(r.Unit, r.N)
			}
			for _, r := range rs {
				if r.Def {
					for u := r.Unit; u < r.Unit+r.N; u++ {
						if after.Has(u) {
							liveOff(u, int32(2*k+1))
						}
					}
				}
			}
			for _, r := range rs {
				if r.Use {
					for u := r.Unit; u < r.Unit+r.N; u++ {
						if !after.Has(u) {
							liveOn(u, int32(2*k))
						}
					}
					if r.Virtual {
						m := a.nodeOf(r.Unit)
						seen[m], firstRead[m] = int32(bi+1), int32(k)
					}
				}
			}
			over[2*k+1] = 0
			if units > limit {
				over[2*k+1] = 1
			}
			excess[blockPoint[bi]+int32(2*k)] = int32(units - limit)
		}
		for _, u := range a.liveIn[bi] {
			if after.Has(int(u)) {
				liveOff(int(u), 0)
			}
		}
		for p := 1; p <= 2*int(end); p++ {
			over[p] += over[p-1]
		}
		for i := first; i < len(segs); i++ {
			sg := &segs[i]
			benefit[sg.node] += over[sg.hi+1] - over[sg.lo]
			sg.lo += blockPoint[bi]
			sg.hi += blockPoint[bi]
		}
	}
	static := make([]float64, n)
	for m := range static {
		static[m] = cost[m] / float64(max(benefit[m], 1))
	}
	// the walk with the benefits as they are, and with each counted over
	// the points still overfull once the victims chosen before it are out
	// (marginal): the cheaper set of victims wins, the first on a tie
	victims, victim := a.preSpillWalk(limit, cost, static, nil, dies, dead, nextRead, blockFlat, blockPoint, segs)
	if len(victims) > 0 {
		mv, mvictim := a.preSpillWalk(limit, cost, static, newOverfull(excess, segs), dies, dead, nextRead, blockFlat, blockPoint, segs)
		if victimCost(mv, cost) < victimCost(victims, cost) {
			victims, victim = mv, mvictim
		}
	}
	if len(victims) == 0 {
		return nil, nil
	}
	slices.Sort(victims)
	// recomputed: the candidates whose VGPR operands are not spilled and
	// are live wherever the victim is read
	for m := range remat {
		if !victim[m] {
			delete(remat, m)
		}
	}
	return victims, a.rematReading(remat, victim)
}

// victimCost is the total spill cost of a set of victims.
func victimCost(victims []int, cost []float64) float64 {
	c := 0.0
	for _, m := range victims {
		c += cost[m]
	}
	return c
}

// preSpillWalk is preSpill's forward walk and unspill: it returns the
// victims (and per node whether it is one). With relief nil, a value's
// weight is static (its cost per overfull point it is live at); with
// relief, its cost per point of those still overfull once the victims
// chosen before it are out: a long value live at every overfull point
// relieves them all at first, and nothing where earlier victims already
// brought the pressure down (greedy set cover's marginal benefit).
func (a *analysis) preSpillWalk(limit int, cost, static []float64, relief *overfull, dies, dead []bool, nextRead []int32,
	blockFlat []int, blockPoint []int32, segs []segment) ([]int, []bool) {
	n := len(a.nodes)
	ok := make([]bool, n)
	for k := range a.nodes {
		nd := &a.nodes[k]
		ok[k] = nd.file == mir.VGPR && !nd.noSpill && !nd.linear && !nd.reserved
	}
	isVGPR := a.vgprUnits()
	weight := slices.Clone(static)
	liveUnits := make([]int32, n)
	// the forward walk: at each overfull point, spill the live value of
	// the lowest weight (farthest next read first among equals)
	victim := make([]bool, n)
	var victims []int
	// per node: where in the live-node list it is (-1: not there), its
	// next read (instruction index in the block), and whether the point
	// at hand needs it in a register anyway (stamp = stampNow)
	at := make([]int32, n)
	for k := range at {
		at[k] = -1
	}
	next := make([]int32, n)
	stamp := make([]int32, n)
	for k := range stamp {
		stamp[k] = -1
	}
	var liveNodes []int32
	// the live nodes fit may choose (spillable, not yet victims), apart:
	// a victim stays live, and scanning every earlier victim again for
	// each new one cost victims × victims (60,000 terms of
	// expression-float: 6,874 victims, 22.8 M nodes looked at)
	candAt := make([]int32, n)
	var candidates []int32
	dropCandidate := func(m int32) {
		i := candAt[m]
		last := candidates[len(candidates)-1]
		candidates[i], candAt[last] = last, i
		candidates = candidates[:len(candidates)-1]
		candAt[m] = -1
	}
	for k := range candAt {
		candAt[k] = -1
	}
	live := mir.NewBits(a.nUnits)
	demand := 0 // live VGPR units not of victims
	stampNow := int32(0)
	add := func(u int) {
		if live.Has(u) {
			return
		}
		live.Set(u)
		if !isVGPR.Has(u) {
			return
		}
		if u < physBase {
			demand++
			return
		}
		m := a.nodeOf(u)
		if liveUnits[m] == 0 {
			at[m] = int32(len(liveNodes))
			liveNodes = append(liveNodes, int32(m))
			if ok[m] && !victim[m] {
				candAt[m] = int32(len(candidates))
				candidates = append(candidates, int32(m))
			}
		}
		liveUnits[m]++
		if !victim[m] {
			demand++
		}
	}
	remove := func(u int) {
		if !live.Has(u) {
			return
		}
		live.Clear(u)
		if !isVGPR.Has(u) {
			return
		}
		if u < physBase {
			demand--
			return
		}
		m := a.nodeOf(u)
		liveUnits[m]--
		if !victim[m] {
			demand--
		}
		if liveUnits[m] == 0 {
			i := at[m]
			last := liveNodes[len(liveNodes)-1]
			liveNodes[i], at[last] = last, i
			liveNodes = liveNodes[:len(liveNodes)-1]
			at[m] = -1
			if candAt[m] >= 0 {
				dropCandidate(int32(m))
			}
		}
	}
	// weightNow is a node's weight with its benefit counted over the
	// points still overfull; weight holds the last one computed, never
	// above it (benefits only shrink)
	weighed := make([]int32, n) // victims chosen when weight was computed, + 1
	weightNow := func(m int32) float64 {
		if relief != nil && weighed[m] != int32(len(victims))+1 {
			weighed[m] = int32(len(victims)) + 1
			weight[m] = cost[m] / float64(max(relief.benefit(m), 1))
		}
		return weight[m]
	}
	better := func(x, y int32) bool { // x is a better victim than y
		if wx, wy := weightNow(x), weightNow(y); wx != wy {
			return wx < wy
		}
		if next[x] != next[y] {
			return next[x] > next[y]
		}
		return x < y
	}
	// fit spills live values until demand plus extra fits the limit
	fit := func(extra int) {
		for demand+extra > limit {
			// the best by weight, then next read, then node: a total
			// order, so the order of the scan does not matter
			best := int32(-1)
			for _, m := range candidates {
				// a weight not up to date is a lower bound: above the
				// best's, it cannot win
				if stamp[m] == stampNow {
					continue
				}
				if best < 0 {
					weightNow(m)
					best = m
				} else if weight[m] <= weight[best] && better(m, best) {
					best = m
				}
			}
			if best < 0 {
				return // what is left is pinned; the colouring reports it
			}
			victim[best] = true
			dropCandidate(best)
			victims = append(victims, int(best))
			demand -= int(liveUnits[best])
			if relief != nil {
				relief.spill(best, int32(a.nodes[best].size))
			}
		}
	}
	// temps counts the units of spilled values an instruction reads or
	// writes (each gets a short-lived register)
	temps := func(refs []mir.Ref, def bool) int { return a.spillTemps(refs, def, victim, isVGPR) }
	for bi, b := range a.f.Blocks {
		refs := a.refs[bi]
		end := int32(len(b.Instrs))
		for _, u := range a.liveIn[bi] {
			add(int(u))
		}
		for _, m := range liveNodes {
			next[m] = end + 1
		}
		// the first read in the block of each node live into it: the
		// nextRead of its first ref in the block, if a read
		flat := blockFlat[bi]
		firstSeen := map[int32]bool{}
		for k := range refs {
			for j, r := range refs[k].refs {
				if !r.Virtual {
					continue
				}
				m := int32(a.nodeOf(r.Unit))
				if at[m] < 0 || firstSeen[m] {
					continue
				}
				firstSeen[m] = true
				if r.Use {
					next[m] = int32(k)
				} else {
					next[m] = nextRead[flat+j]
				}
			}
			flat += len(refs[k].refs)
		}
		flat = blockFlat[bi]
		for k := range refs {
			rs := refs[k].refs
			// before the instruction, a value it reads would need its
			// register back for the reload; after it, a value it writes
			// for the store (a value it only reads has none there)
			mark := func(def bool) {
				stampNow++
				for _, r := range rs {
					if r.Virtual && (def && r.Def || !def && r.Use) {
						stamp[a.nodeOf(r.Unit)] = stampNow
					}
				}
			}
			mark(false)
			fit(temps(rs, false))
			stepForward(rs, dies[flat:], dead[flat:], remove, add)
			for j, r := range rs {
				if r.Virtual {
					next[a.nodeOf(r.Unit)] = nextRead[flat+j]
				}
			}
			mark(true)
			fit(temps(rs, true))
			flat += len(rs)
		}
		// what is left is the block's live-out set
		for _, u := range a.liveOut[bi] {
			remove(int(u))
		}
	}
	if len(victims) == 0 {
		return nil, victim
	}
	return a.unspill(victims, victim, cost, limit, blockPoint, blockFlat, dies, dead, segs), victim
}

// rematCandidates returns the VGPR nodes one VALU instruction defines
// that can be recomputed where read (rematDefs' rule), or could be if the
// VGPR values that instruction reads were live there: values that one
// instruction outside every loop defines, so that they hold one value
// wherever they are live (rematReading checks the rest), with that
// instruction.
func (a *analysis) rematCandidates(loopCopies map[int]int) map[int]gfx9.Instr {
	d := a.scanDefs()
	cand := a.rematDefsOf(d, loopCopies)
	for m, in := range d.def {
		if in == nil {
			continue
		}
		if _, ok := cand[m]; ok || d.defs[m] != 1 || a.nodes[m].size != 1 || a.nodes[m].file != mir.VGPR {
			continue
		}
		fixed := func(v gfx9.Value) bool {
			if d.fixed(v) {
				return true
			}
			if !v.IsVirtual() {
				return false
			}
			o := a.nodeOf(int(v.Code) - gfx9.CodeVirtual + physBase)
			return o != m && a.nodes[o].file == mir.VGPR && !a.nodes[o].noSpill && d.defs[o] == 1 && !d.inLoop[o]
		}
		if a.rematerializable(in, fixed) {
			cand[m] = *in
		}
	}
	return cand
}

// rematReading returns, of the candidates (rematCandidates, all of them
// victims), those whose VGPR operands are not victims and are live before
// every instruction that reads the candidate.
func (a *analysis) rematReading(cand map[int]gfx9.Instr, victim []bool) map[int]gfx9.Instr {
	for m, in := range cand {
		for oi, v := range in.Ops {
			if oi > 0 && oi < len(in.Form.Operands) && in.Form.Operands[oi].Use && v.IsVirtual() && victim[a.nodeOf(int(v.Code)-gfx9.CodeVirtual+physBase)] {
				delete(cand, m)
				break
			}
		}
	}
	if len(cand) == 0 {
		return nil
	}
	// every read of a candidate must find its VGPR operands live
	for bi := range a.f.Blocks {
		a.lv.WalkSetBefore(bi, func(k int, before *mir.LiveSet) {
			for _, r := range a.refs[bi][k].refs {
				if !r.Use || !r.Virtual {
					continue
				}
				m := a.nodeOf(r.Unit)
				in, ok := cand[m]
				if !ok {
					continue
				}
				for oi, v := range in.Ops {
					if oi == 0 || oi >= len(in.Form.Operands) || !in.Form.Operands[oi].Use || !v.IsVirtual() {
						continue
					}
					for u := int(v.Code) - gfx9.CodeVirtual; u < int(v.Code)-gfx9.CodeVirtual+int(max(v.Count, 1)); u++ {
						if a.nodes[a.nodeOf(u+physBase)].file == mir.VGPR && !before.Has(u+physBase) {
							delete(cand, m)
							return
						}
					}
				}
			}
		})
	}
	return cand
}

// spans returns each node's span: the first and the last layout position
// where it is referenced or live (from the start of a block it is live
// into, to the end of a block it is live out of), which hold every point
// where it is live.
func (a *analysis) spans() (lo, hi []int32) {
	lo, hi = make([]int32, len(a.nodes)), make([]int32, len(a.nodes))
	for k := range lo {
		lo[k], hi[k] = -1, -1
	}
	span := func(u int, p int32) {
		if u < physBase {
			return
		}
		m := a.nodeOf(u)
		if lo[m] < 0 || p < lo[m] {
			lo[m] = p
		}
		hi[m] = max(hi[m], p)
	}
	pos := int32(0)
	for bi, b := range a.f.Blocks {
		for _, u := range a.liveIn[bi] {
			span(int(u), pos)
		}
		for k := range b.Instrs {
			for _, r := range a.refs[bi][k].refs {
				if r.Virtual {
					span(r.Unit, pos+int32(k))
				}
			}
		}
		pos += int32(len(b.Instrs))
		for _, u := range a.liveOut[bi] {
			span(int(u), pos)
		}
	}
	return lo, hi
}

// intervalSlots gives each of the nodes (preSpill's stored victims) the
// lane offset of a slot of its own above every slot in use, shared only
// by nodes whose spans do not overlap: a node's span runs from the first
// to the last layout position where it is referenced or live (from the
// start of a block it is live into, to the end of a block it is live out
// of), which holds every point where it is live, so two nodes of disjoint
// spans never need their slots at once. The colouring rounds share slots
// by interference (assignSlots), but before colouring there is no graph,
// and the victims of an overfull function are many and mostly live
// together: a graph among them is what the spilling avoids. Sorted by
// start, each takes the lowest free slot of its size (a free list per
// size, as slots of different sizes do not mix), freed when its span
// ends: linear scan, n log n.
func (vs *vspiller) intervalSlots(a *analysis, nodes []int) (map[int]int, error) {
	if len(nodes) == 0 {
		return nil, nil
	}
	lo, hi := a.spans()
	order := make([]int, len(nodes))
	for k := range order {
		order[k] = k
	}
	slices.SortFunc(order, func(x, y int) int {
		if lx, ly := lo[nodes[x]], lo[nodes[y]]; lx != ly {
			return int(lx - ly)
		}
		return x - y
	})
	base := vs.sc.Base + vs.next
	next := 0               // dwords handed out from base
	free := map[int][]int{} // size -> free slots (dwords from base)
	// the nodes holding slots, the one whose span ends first on top
	open := &intHeap{less: func(x, y int32) bool { return hi[nodes[x]] < hi[nodes[y]] || hi[nodes[x]] == hi[nodes[y]] && x < y }}
	slotOf := make([]int, len(nodes))
	slots := make(map[int]int, len(nodes))
	for _, k := range order {
		// release the slots whose spans ended before this one starts
		for open.len() > 0 && hi[nodes[open.top()]] < lo[nodes[k]] {
			j := open.pop()
			sz := a.nodes[nodes[j]].size
			free[sz] = append(free[sz], slotOf[j])
		}
		sz := a.nodes[nodes[k]].size
		if f := free[sz]; len(f) > 0 {
			slotOf[k], free[sz] = f[len(f)-1], f[:len(f)-1]
		} else {
			slotOf[k] = next
			next += sz
		}
		open.push(int32(k))
		slots[nodes[k]] = base + 4*slotOf[k]
	}
	vs.next += 4 * next
	if end := vs.sc.Base + vs.next; end > gfx9.MaxScratchPerLane {
		return nil, fmt.Errorf("%s: spilling VGPRs needs %d bytes of scratch per lane (after %d bytes of private arrays), beyond the %d bytes a lane can have on gfx9", vs.f.Name, vs.next, vs.sc.Base, gfx9.MaxScratchPerLane)
	}
	return slots, nil
}

// spillTemps counts the VGPR units of victims an instruction with the
// given refs writes (def) or reads (not def): each gets a short-lived
// register from the spill code, for the store after it or the reload
// before it.
func (a *analysis) spillTemps(refs []mir.Ref, def bool, victim []bool, isVGPR mir.Bits) int {
	t := 0
	for _, r := range refs {
		if r.Virtual && (def && r.Def || !def && r.Use) && victim[a.nodeOf(r.Unit)] && isVGPR.Has(r.Unit) {
			t += r.N
		}
	}
	return t
}

// stepForward moves a live set forward over an instruction with the given
// refs: the units of the reads that die there (dies, per ref) leave it,
// those of the writes that stay live (not dead) join it.
func stepForward(refs []mir.Ref, dies, dead []bool, remove, add func(u int)) {
	for j, r := range refs {
		if dies[j] {
			for u := r.Unit; u < r.Unit+r.N; u++ {
				remove(u)
			}
		}
	}
	for j, r := range refs {
		if r.Def && !dead[j] {
			for u := r.Unit; u < r.Unit+r.N; u++ {
				add(u)
			}
		}
	}
}

// segment is a node's live segment: its points (before instruction k of
// a block: 2k, after it: 2k+1, plus twice the instructions of the blocks
// before) from lo to hi.
type segment struct{ node, lo, hi int32 }

// unspill gives back their registers to the victims that, once all are
// chosen, fit after all: the walk chooses each at one point, and a later
// choice may have made an earlier one unnecessary (it relieved the same
// points). With the demand at every point (the VGPR units of the values
// not spilled, plus the spill code's temporaries), the victims, costliest
// first, take their registers back where the demand over every point of
// their live segments stays within the limit. It returns the victims
// left (victim updated).
func (a *analysis) unspill(victims []int, victim []bool, cost []float64, limit int, blockPoint []int32, blockFlat []int,
	dies, dead []bool, segs []segment) []int {
	isVGPR := a.vgprUnits()
	points := int(blockPoint[len(blockPoint)-1])
	demand := make([]int32, points)
	live := mir.NewBits(a.nUnits)
	d := int32(0)
	add := func(u int) {
		if !live.Has(u) {
			live.Set(u)
			if isVGPR.Has(u) && (u < physBase || !victim[a.nodeOf(u)]) {
				d++
			}
		}
	}
	remove := func(u int) {
		if live.Has(u) {
			live.Clear(u)
			if isVGPR.Has(u) && (u < physBase || !victim[a.nodeOf(u)]) {
				d--
			}
		}
	}
	temps := func(refs []mir.Ref, def bool) int32 { return int32(a.spillTemps(refs, def, victim, isVGPR)) }
	for bi := range a.f.Blocks {
		for _, u := range a.liveIn[bi] {
			add(int(u))
		}
		flat, p := blockFlat[bi], blockPoint[bi]
		for k := range a.refs[bi] {
			rs := a.refs[bi][k].refs
			demand[p] = d + temps(rs, false)
			stepForward(rs, dies[flat:], dead[flat:], remove, add)
			demand[p+1] = d + temps(rs, true)
			flat += len(rs)
			p += 2
		}
		for _, u := range a.liveOut[bi] {
			remove(int(u))
		}
	}
	// the victims' live segments
	start := make(map[int32]int, len(victims))
	for i, v := range victims {
		start[int32(v)] = i
	}
	bySeg := make([][][2]int32, len(victims))
	for _, sg := range segs {
		if i, ok := start[sg.node]; ok {
			bySeg[i] = append(bySeg[i], [2]int32{sg.lo, sg.hi})
		}
	}
	t := newMaxTree(demand)
	order := make([]int, len(victims))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(x, y int) int {
		cx, cy := cost[victims[x]], cost[victims[y]]
		if cx != cy {
			if cx > cy {
				return -1
			}
			return 1
		}
		return victims[x] - victims[y]
	})
	for _, i := range order {
		v := victims[i]
		size := int32(a.nodes[v].size)
		fits := len(bySeg[i]) > 0
		for _, sg := range bySeg[i] {
			if t.max(int(sg[0]), int(sg[1])+1)+size > int32(limit) {
				fits = false
				break
			}
		}
		if !fits {
			continue
		}
		victim[v] = false
		for _, sg := range bySeg[i] {
			t.add(int(sg[0]), int(sg[1])+1, size)
		}
	}
	kept := victims[:0]
	for _, v := range victims {
		if victim[v] {
			kept = append(kept, v)
		}
	}
	return kept
}

// maxTree is a segment tree over an array of counts with range addition
// and range maximum, both in O(log n).
type maxTree struct {
	n        int
	mx, lazy []int32
}

func newMaxTree(xs []int32) *maxTree {
	n := 1
	for n < max(len(xs), 1) {
		n *= 2
	}
	t := &maxTree{n: n, mx: make([]int32, 2*n), lazy: make([]int32, 2*n)}
	for i := range t.mx[n:] {
		t.mx[n+i] = -1 << 30
	}
	copy(t.mx[n:], xs)
	for i := n - 1; i >= 1; i-- {
		t.mx[i] = max(t.mx[2*i], t.mx[2*i+1])
	}
	return t
}

// add adds d to the counts [lo, hi).
func (t *maxTree) add(lo, hi int, d int32) { t.update(1, 0, t.n, lo, hi, d) }

func (t *maxTree) update(i, l, r, lo, hi int, d int32) {
	if hi <= l || r <= lo {
		return
	}
	if lo <= l && r <= hi {
		t.mx[i] += d
		t.lazy[i] += d
		return
	}
	m := (l + r) / 2
	t.update(2*i, l, m, lo, hi, d)
	t.update(2*i+1, m, r, lo, hi, d)
	t.mx[i] = max(t.mx[2*i], t.mx[2*i+1]) + t.lazy[i]
}

// max returns the largest count in [lo, hi).
func (t *maxTree) max(lo, hi int) int32 { return t.query(1, 0, t.n, lo, hi) }

func (t *maxTree) query(i, l, r, lo, hi int) int32 {
	if hi <= l || r <= lo {
		return -1 << 30
	}
	if lo <= l && r <= hi {
		return t.mx[i]
	}
	m := (l + r) / 2
	return max(t.query(2*i, l, m, lo, hi), t.query(2*i+1, m, r, lo, hi)) + t.lazy[i]
}

// overfull tracks the points of a function whose VGPR units live exceed
// the limit while victims are chosen, for the benefit of each candidate:
// the overfull points of its live segments. Spilling a value lowers the
// excess on its segments (a range addition on a tree of the negated
// excesses, where points no longer overfull drop out at -inf), and a
// Fenwick tree counts the overfull points in a range; each point drops
// out once, so the cost is O(log points) per segment touched or queried.
type overfull struct {
	t      *maxTree
	count  []int32 // Fenwick tree of the overfull points
	start  []int32 // node -> its segments: segs[start[m]:start[m+1]]
	segs   [][2]int32
	points int
}

// dropped is the value of a point no longer overfull in the tree.
const dropped = -1 << 30

func newOverfull(excess []int32, segs []segment) *overfull {
	o := &overfull{points: len(excess), count: make([]int32, len(excess)+1)}
	neg := make([]int32, len(excess))
	for p, e := range excess {
		neg[p] = dropped
		if e > 0 {
			neg[p] = -e
			o.bump(p, 1)
		}
	}
	o.t = newMaxTree(neg)
	nodes := int32(0)
	for _, sg := range segs {
		nodes = max(nodes, sg.node+1)
	}
	o.start = make([]int32, nodes+2)
	for _, sg := range segs {
		o.start[sg.node+2]++
	}
	for m := 2; m < len(o.start); m++ {
		o.start[m] += o.start[m-1]
	}
	o.segs = make([][2]int32, len(segs))
	for _, sg := range segs {
		o.segs[o.start[sg.node+1]] = [2]int32{sg.lo, sg.hi}
		o.start[sg.node+1]++
	}
	return o
}

func (o *overfull) bump(p int, d int32) {
	for i := p + 1; i < len(o.count); i += i & -i {
		o.count[i] += d
	}
}

// upTo counts the overfull points before p.
func (o *overfull) upTo(p int) int32 {
	c := int32(0)
	for i := p; i > 0; i -= i & -i {
		c += o.count[i]
	}
	return c
}

func (o *overfull) segsOf(m int32) [][2]int32 {
	if int(m)+1 >= len(o.start) {
		return nil
	}
	return o.segs[o.start[m]:o.start[m+1]]
}

// benefit counts the overfull points of node m's live segments.
func (o *overfull) benefit(m int32) int32 {
	b := int32(0)
	for _, sg := range o.segsOf(m) {
		b += o.upTo(int(sg[1])+1) - o.upTo(int(sg[0]))
	}
	return b
}

// spill lowers the excess by size units on node m's segments.
func (o *overfull) spill(m, size int32) {
	for _, sg := range o.segsOf(m) {
		o.t.add(int(sg[0]), int(sg[1])+1, size)
		o.drop(1, 0, o.t.n, int(sg[0]), int(sg[1])+1, 0)
	}
}

// drop takes out of the count the points of [lo, hi) no longer overfull
// (negated excess at or above 0), under tree node i covering [l, r) with
// the additions of its ancestors acc.
func (o *overfull) drop(i, l, r, lo, hi int, acc int32) {
	t := o.t
	if hi <= l || r <= lo || t.mx[i]+acc < 0 {
		return
	}
	if r-l == 1 {
		t.mx[i] = dropped
		if l < o.points {
			o.bump(l, -1)
		}
		return
	}
	m := (l + r) / 2
	o.drop(2*i, l, m, lo, hi, acc+t.lazy[i])
	o.drop(2*i+1, m, r, lo, hi, acc+t.lazy[i])
	t.mx[i] = max(t.mx[2*i], t.mx[2*i+1]) + t.lazy[i]
}

// splitCosts counts the reads of a one-unit value in a loop that reads but
// does not write it, and that splitAtLoops may split at (splittableLoops),
// as the one reload its preheader would do: spilled, the value is read
// there from a copy loaded once before the loop, so those reads cost one
// reload at the preheader's weight, not each at the loop's. Values that
// would be recomputed are left alone (they are not stored, so not split).
func (a *analysis) splitCosts(cost []float64, ok []bool, remat map[int]gfx9.Instr, limit int) {
	loops, usable := a.splittableLoops(limit)
	if len(loops) == 0 {
		return
	}
	depth := loopDepths(a.f)
	weight := func(bi int) float64 {
		w := 1.0
		for k := 0; k < min(depth[bi], 4); k++ {
			w *= 8
		}
		return w
	}
	n := len(a.nodes)
	mark := make([]int32, n)     // loop index + 1 of the loop being scanned
	inLoop := make([]float64, n) // the node's weighted references in it
	read, written := make([]bool, n), make([]bool, n)
	splitTo := make([]int, n) // tail + 1 of the loop the node splits at
	var seen []int
	for i, l := range loops {
		if !usable[i] {
			continue
		}
		seen = seen[:0]
		for b := l.head; b <= l.tail; b++ {
			w := weight(b)
			for _, ir := range a.refs[b] {
				for _, r := range ir.refs {
					if !r.Virtual {
						continue
					}
					m := a.nodeOf(r.Unit)
					if !ok[m] || a.nodes[m].size != 1 {
						continue
					}
					if mark[m] != int32(i+1) {
						mark[m], inLoop[m], read[m], written[m] = int32(i+1), 0, false, false
						seen = append(seen, m)
					}
					inLoop[m] += w
					read[m] = read[m] || r.Use
					written[m] = written[m] || r.Def
				}
			}
		}
		for _, m := range seen {
			if _, re := remat[m]; re || !read[m] || written[m] || l.head < splitTo[m] {
				continue
			}
			splitTo[m] = l.tail + 1
			cost[m] += weight(l.head-1) - inLoop[m]
		}
	}
}
