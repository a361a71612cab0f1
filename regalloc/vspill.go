package regalloc

import (
	"fmt"
	"sort"
	"strings"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// VGPR spilling to scratch.
//
// A spilled VGPR value lives in a slot of each lane's private memory: every
// instruction that writes it writes a fresh short-lived VGPR instead and is
// followed by buffer_store_dword of each written unit into the slot; every
// instruction that reads it is preceded by buffer_load_dword of each read
// unit into a fresh short-lived VGPR (marked unspillable). The accesses use
// the swizzled private segment buffer with no address VGPR:
//
//	buffer_store_dword vX, off, RSRC, OFFSET offset:SLOT
//	buffer_load_dword  vX, off, RSRC, OFFSET offset:SLOT
//
// so SLOT is the byte offset within each lane's scratch. The immediate
// offset has 12 bits; a slot at lane offset p = 4096*k + r (k > 0) is
// reached with offset:r from a page register holding OFFSET + 4096*k*64
// (soffset counts wave bytes: the swizzled buffer interleaves the lanes'
// dwords), set once in the entry block right after OFFSET: an SGPR per 4 KiB
// page, up to the lane's scratch limit (gfx9.MaxScratchPerLane).
//
// Why this is right under EXEC masks (divergent if/else, loops with lanes
// that left, the copies that replace phis in linearised code): a VGPR is
// per lane, and so is scratch; a VALU write changes exactly the lanes EXEC
// enables, and a MUBUF store writes exactly those lanes too. The store sits
// immediately after the writing instruction, and no VGPR-writing instruction
// changes EXEC, so it runs under the same mask: after it, every lane's slot
// holds the last value that lane's register would hold — including the lanes
// an earlier, differently masked write (the then-block's half of a phi) put
// there, which the store leaves alone exactly as the register write would.
// A reload sits immediately before the reading instruction, under the same
// mask, and fills exactly the lanes that instruction reads; the lanes it
// leaves undefined are disabled, so the instruction neither reads nor writes
// them. With EXEC zero the store, the reload and the instruction all do
// nothing. An instruction that writes a linear VGPR may run with EXEC
// opened to the whole wave (a DPP scan's select of its input): a reload
// before it fills every lane of its temporary, which is then linear as
// well (writesLinear), so that it takes no register other lanes still
// need. A write that keeps part of the register (d16_hi loads, operands
// the ISA tables mark read and written) reloads the value first.
//
// That argument needs instructions that see only their own lane's enabled
// value, so values any instruction reaches across lanes or irrespective of
// EXEC are never spilled: operands of v_readlane/v_writelane (which also
// keeps the SGPR spill lanes in registers), ds_permute/bpermute/swizzle,
// DPP and SDWA forms (DPP reads neighbours; both may keep old destination
// bits), and M0-relative VGPR moves.
//
// Choice of values: after a colouring round leaves VGPR nodes without a
// register, each of them names one victim among itself and its neighbours
// (unless a victim was already named among them this round): the spillable
// node with the lowest spill weight, its references (uses and defs, each
// counting 8^loop depth, depth capped at 4) per program point it is live;
// equal weights take the longest live range first. Then the allocation round
// runs again, as for SGPRs. Every round turns its victims into unspillable
// short ranges, so the rounds end.
//
// Loops: a stored one-unit value that a loop reads but does not write is
// split at the loop's boundary when the VGPRs live at every point of the
// loop fit in the limit (the pressure that made it a victim lies
// elsewhere): one reload at the end of the loop's preheader fills a
// register of its own (the loop's copy), which the loop's reads use, instead
// of a reload before each read inside. The copy is a new spillable value;
// should a later round spill it (the loop's pressure rose), it is not
// stored again but rematerialized from its slot at each read, which gives
// the reloads inside the loop of an unsplit spill. Its slot stays live
// wherever the copy is (slotRefs), so no other value takes it meanwhile.
//
// Slots: each spilled value gets a slot of 4 bytes per unit from
// Scratch.Base, shared with values spilled earlier or in the same round
// that do not interfere. A slot is tracked like a VGPR (mir.Slots: a store
// defines it, a load reads it, per lane along the logical CFG), so a value
// may take the dwords of slots that are not live anywhere it is; the
// values of one round share by their interference.

// Scratch says where VGPR spill slots live: the registers holding the
// private segment buffer V# and wave offset, and the first byte of each
// lane's scratch free for spill slots.
type Scratch struct {
	Rsrc   gfx9.Value // SGPR quad holding the private segment buffer V# (a virtual or physical register)
	Offset gfx9.Value // SGPR holding the private segment wave offset (virtual or physical)
	Base   int        // first byte of each lane's scratch that is free for spill slots (private arrays use [0, Base))
}

// NeedScratchError reports that the kernel needs more VGPRs than allowed
// and Options.Scratch was nil: the caller can set up scratch and allocate
// again.
type NeedScratchError struct {
	VGPRs int // VGPRs the kernel needs without spilling
	// Unchanged: the allocator stopped before changing the function
	// (Options.QuickNeedScratch), so it can be allocated again with scratch.
	Unchanged bool

	kernel string
	limit  int
}

func (e *NeedScratchError) Error() string {
	if e.limit < MaxVGPRs && e.VGPRs <= MaxVGPRs {
		return fmt.Sprintf("%s: kernel needs %d VGPRs, more than the limit of %d; spilling VGPRs needs scratch (Options.Scratch)", e.kernel, e.VGPRs, e.limit)
	}
	return fmt.Sprintf("%s: kernel needs %d VGPRs, more than %d; spilling VGPRs needs scratch (Options.Scratch)", e.kernel, e.VGPRs, MaxVGPRs)
}

// checkScratch validates Options.Scratch against the function.
func checkScratch(f *mir.Func, sc *Scratch) error {
	isSGPR := func(v gfx9.Value, n int) bool {
		if v.Kind != gfx9.ValReg || int(max(v.Count, 1)) != n {
			return false
		}
		if v.IsVirtual() {
			r, start, ok := f.VRegOf(int(v.Code) - gfx9.CodeVirtual)
			return ok && r.File == mir.SGPR && int(v.Code)-gfx9.CodeVirtual+n <= start+r.Size
		}
		c := int(v.Code)
		return c+n <= MaxSGPRs && c%n == 0
	}
	switch {
	case !isSGPR(sc.Rsrc, 4):
		return fmt.Errorf("%s: Options.Scratch.Rsrc %s is not a 4-aligned quad of SGPRs (virtual or s0-s%d)", f.Name, valueName(sc.Rsrc), MaxSGPRs-1)
	case !isSGPR(sc.Offset, 1):
		return fmt.Errorf("%s: Options.Scratch.Offset %s is not one SGPR (virtual or s0-s%d)", f.Name, valueName(sc.Offset), MaxSGPRs-1)
	case sc.Base < 0 || sc.Base%4 != 0 || sc.Base > gfx9.MaxScratchPerLane:
		return fmt.Errorf("%s: Options.Scratch.Base %d is not a multiple of 4 in 0..%d", f.Name, sc.Base, gfx9.MaxScratchPerLane)
	}
	return nil
}

func valueName(v gfx9.Value) string {
	if v.Kind != gfx9.ValReg {
		return "(not a register)"
	}
	return regName(v)
}

// vspiller spills VGPR values to scratch slots.
type vspiller struct {
	f       *mir.Func
	sc      *Scratch
	noSpill map[int]bool // shared with the SGPR spiller
	next    int          // bytes of spill slots in use (from Scratch.Base)
	units   int          // VGPR units spilled
	store   gfx9.Instr
	load    gfx9.Instr
	// pages are the page registers (OFFSET + 4 KiB * 64 * k) by page k > 0
	pages map[int]gfx9.Value
	// pageOf is the page of each page register, by its first unit
	pageOf map[int]int
	// loopCopy maps the unit of each loop's copy of a split value to its
	// slot (a lane offset): its reads keep the slot live.
	loopCopy map[int]int
	// kept: keepScratch has made Rsrc and Offset unspillable
	kept bool
}

func newVSpiller(f *mir.Func, sc *Scratch, noSpill map[int]bool) (*vspiller, error) {
	vs := &vspiller{f: f, sc: sc, noSpill: noSpill, pages: map[int]gfx9.Value{}, pageOf: map[int]int{}, loopCopy: map[int]int{}}
	var err error
	if vs.store, err = gfx9.ParseInstr(f.Target, "buffer_store_dword v0, off, s[0:3], s0"); err != nil {
		return nil, err
	}
	if vs.load, err = gfx9.ParseInstr(f.Target, "buffer_load_dword v0, off, s[0:3], s0"); err != nil {
		return nil, err
	}
	return vs, nil
}

// keepScratch keeps Options.Scratch's Rsrc and Offset out of SGPR
// spilling from the first VGPR spill or the first SGPR spill on, whichever
// comes first: the VGPR spill code reads them anywhere, so they must stay
// whole values in their registers, neither in lanes nor recomputed; and
// an SGPR spill deletes the register of the value it spills, which VGPR
// spill code of a later round (the spilled SGPRs' lanes take VGPRs) would
// still name (SpillByDemand keeps them only when it spills). Before, they
// are values like any other (private arrays read them).
func (vs *vspiller) keepScratch(sp *spiller) {
	sp.keep(vs.sc.Rsrc, vs.sc.Offset)
	vs.kept = true
}

// scratchAmong reports whether Options.Scratch's Rsrc or Offset is one of
// the (coalesced) nodes.
func (vs *vspiller) scratchAmong(a *analysis, nodes []int) bool {
	for _, v := range []gfx9.Value{vs.sc.Rsrc, vs.sc.Offset} {
		if !v.IsVirtual() {
			continue
		}
		u := int(v.Code) - gfx9.CodeVirtual
		if u >= len(a.unitNode) || a.unitNode[u] < 0 {
			continue
		}
		n := a.find(a.unitNode[u])
		for _, m := range nodes {
			if m == n {
				return true
			}
		}
	}
	return false
}

// checkDefined fails when spill code reads a virtual Rsrc or Offset on a
// path where no instruction defined it first.
func (vs *vspiller) checkDefined() error {
	if vs.units == 0 {
		return nil
	}
	for _, r := range []struct {
		name string
		v    gfx9.Value
	}{{"Rsrc", vs.sc.Rsrc}, {"Offset", vs.sc.Offset}} {
		if r.v.IsVirtual() && !definedBeforeReads(vs.f, r.v) {
			return fmt.Errorf("%s: spill code reads Options.Scratch.%s %s on a path where the function has not defined it", vs.f.Name, r.name, regName(r.v))
		}
	}
	return nil
}

// definedBeforeReads reports whether every read of a unit of the virtual
// register v follows a write of that unit on every path from the entry
// (a forward must-analysis on the linear CFG).
func definedBeforeReads(f *mir.Func, v gfx9.Value) bool {
	lo, n := int(v.Code), int(max(v.Count, 1))
	nb := len(f.Blocks)
	if nb == 0 {
		return true
	}
	// in[b]: bit k set when unit lo+k is defined on every path into b;
	// from "all" down to the fixed point (the entry: none)
	all := uint32(1)<<n - 1
	in := make([]uint32, nb)
	for bi := 1; bi < nb; bi++ {
		in[bi] = all
	}
	ok := true
	step := func(bi int, report bool) uint32 {
		d := in[bi]
		for k := range f.Blocks[bi].Instrs {
			i := &f.Blocks[bi].Instrs[k]
			for _, def := range []bool{false, true} {
				for oi, o := range i.Ops {
					if oi >= len(i.Form.Operands) || o.Kind != gfx9.ValReg || !o.IsVirtual() {
						continue
					}
					mask := uint32(0)
					for u := max(int(o.Code), lo); u < min(int(o.Code)+int(max(o.Count, 1)), lo+n); u++ {
						mask |= 1 << (u - lo)
					}
					switch op := i.Form.Operands[oi]; {
					case def && op.Def:
						d |= mask
					case !def && op.Use && d&mask != mask && report:
						ok = false
					}
				}
			}
		}
		return d
	}
	preds := f.Preds()
	out := make([]uint32, nb)
	for changed := true; changed; {
		changed = false
		for bi := range f.Blocks {
			out[bi] = step(bi, false)
		}
		for bi := 1; bi < nb; bi++ {
			if len(preds[bi]) == 0 {
				continue
			}
			d := all
			for _, p := range preds[bi] {
				d &= out[p]
			}
			if d != in[bi] {
				in[bi], changed = d, true
			}
		}
	}
	for bi := range f.Blocks {
		step(bi, true)
	}
	return ok
}

// access returns a spill store or load of unit v at lane offset p.
func (vs *vspiller) access(tmpl gfx9.Instr, v gfx9.Value, p int) gfx9.Instr {
	in := tmpl
	in.Ops = append([]gfx9.Value(nil), tmpl.Ops...)
	in.Ops[0] = v
	in.Ops[2] = vs.sc.Rsrc
	in.Ops[3] = vs.sc.Offset
	if k := p / (gfx9.MUBUFMaxOffset + 1); k > 0 {
		in.Ops[3] = vs.pages[k]
	}
	in.Mods.Offset = int32(p % (gfx9.MUBUFMaxOffset + 1))
	return in
}

// slotRefs returns the spill slot an instruction accesses, as a mir.Slots
// ref (unit: the dword from Scratch.Base), or nothing.
func (vs *vspiller) slotRefs(in *gfx9.Instr) []mir.Ref {
	var refs []mir.Ref
	for oi, v := range in.Ops {
		if oi < len(in.Form.Operands) && in.Form.Operands[oi].Use && v.IsVirtual() {
			if p, ok := vs.loopCopy[int(v.Code)-gfx9.CodeVirtual]; ok {
				refs = append(refs, mir.Ref{Unit: (p - vs.sc.Base) / 4, N: 1, Use: true})
			}
		}
	}
	return append(refs, vs.accessRefs(in)...)
}

// accessRefs returns the spill slot a spill store or load accesses.
func (vs *vspiller) accessRefs(in *gfx9.Instr) []mir.Ref {
	name := in.Inst.Name
	if name != "buffer_store_dword" && name != "buffer_load_dword" || len(in.Ops) < 4 ||
		in.Ops[1].Kind != gfx9.ValOff || in.Ops[2] != vs.sc.Rsrc {
		return nil
	}
	p := int(in.Mods.Offset)
	if soff := in.Ops[3]; soff != vs.sc.Offset {
		k, ok := vs.pageOf[int(soff.Code)-gfx9.CodeVirtual]
		if !soff.IsVirtual() || !ok {
			return nil
		}
		p += k * (gfx9.MUBUFMaxOffset + 1)
	}
	if p < vs.sc.Base {
		return nil
	}
	store := name == "buffer_store_dword"
	return []mir.Ref{{Unit: (p - vs.sc.Base) / 4, N: 1, Def: store, Use: !store}}
}

// page makes sure the register of page k > 0 exists: a virtual SGPR set to
// OFFSET + k*4096*64 in the entry block, right after OFFSET's definition.
func (vs *vspiller) page(k int) error {
	if _, ok := vs.pages[k]; ok {
		return nil
	}
	r := vs.f.NewVReg(mir.SGPR, 1)
	u := int(r.Code) - gfx9.CodeVirtual
	vs.noSpill[u] = true // slotRefs must see it in every access
	vs.pages[k], vs.pageOf[u] = r, k
	in, err := gfx9.ParseInstr(vs.f.Target, fmt.Sprintf("s_add_u32 s0, s0, 0x%x", k*(gfx9.MUBUFMaxOffset+1)*gfx9.WaveSize))
	if err != nil {
		return err
	}
	in.Ops[0], in.Ops[1] = r, vs.sc.Offset
	b0 := vs.f.Blocks[0]
	at := 0
	for i := range b0.Instrs {
		for _, d := range gfx9.Defs(&b0.Instrs[i]) {
			if d.Overlaps(gfx9.RegRange{Code: vs.sc.Offset.Code, Count: 1}) {
				at = i + 1
			}
		}
	}
	// s_add_u32 writes SCC: nothing may read it before it is written again
	for _, x := range b0.Instrs[at:] {
		if readsSCC(&x) {
			return fmt.Errorf("%s: the page register of spill slots past %d bytes cannot go after Options.Scratch.Offset's definition, where SCC is live", vs.f.Name, k*(gfx9.MUBUFMaxOffset+1))
		}
		if writesSCC(&x) {
			break
		}
	}
	b0.Instrs = append(b0.Instrs[:at], append([]gfx9.Instr{in}, b0.Instrs[at:]...)...)
	return nil
}

// readsSCC and writesSCC report whether an instruction reads or writes SCC.
func readsSCC(i *gfx9.Instr) bool  { return touchesSCC(gfx9.Uses(i)) }
func writesSCC(i *gfx9.Instr) bool { return touchesSCC(gfx9.Defs(i)) }

func touchesSCC(rs []gfx9.RegRange) bool {
	for _, r := range rs {
		if r.Overlaps(gfx9.RegRange{Code: gfx9.CodeSCC, Count: 1}) {
			return true
		}
	}
	return false
}

// crossLane reports whether an instruction may read or write VGPR lanes
// other than its own enabled ones, or registers other than those it names.
func crossLane(in *gfx9.Instr) bool {
	switch in.Form.Kind {
	case gfx9.FormDPP, gfx9.FormSDWA:
		return true
	}
	switch n := in.Inst.Name; {
	case n == "v_readlane_b32", n == "v_writelane_b32",
		n == "ds_permute_b32", n == "ds_bpermute_b32", n == "ds_swizzle_b32",
		strings.HasPrefix(n, "v_movrel"):
		return true
	}
	return false
}

// loopDepths returns each block's loop nesting depth, counting for every
// back edge (a branch to a block at or before it in layout order) the
// blocks between its target and its source.
func loopDepths(f *mir.Func) []int {
	d := make([]int, len(f.Blocks))
	for t, b := range f.Blocks {
		for _, h := range b.Succs {
			if h <= t {
				for k := h; k <= t; k++ {
					d[k]++
				}
			}
		}
	}
	return d
}

// spillCosts returns, per node, the weighted reference count, the number
// of program points where it is live, and whether it may be spilled at all.
func (a *analysis) spillCosts() (cost []float64, length []int, ok []bool) {
	n := len(a.nodes)
	length, ok = make([]int, n), make([]bool, n)
	for k := range a.nodes {
		nd := &a.nodes[k]
		ok[k] = a.find(k) == k && nd.file == mir.VGPR && !nd.noSpill && !nd.linear
	}
	cost = a.refCosts(ok)
	stamp := make([]int, n)
	point := 0
	for bi := range a.f.Blocks {
		// the live set's members, where a dense set cost every unit of
		// the function at every instruction
		a.lv.WalkSetBefore(bi, func(_ int, live *mir.LiveSet) {
			point++
			live.Each(func(u int) {
				if u >= physBase {
					if m := a.nodeOf(u); stamp[m] != point {
						stamp[m] = point
						length[m]++
					}
				}
			})
		})
	}
	return cost, length, ok
}

// refCosts returns, per node, its references, each weighted by 8 per
// loop level it is in (up to 4 levels), and clears ok for the nodes an
// instruction reaches across lanes (crossLane).
func (a *analysis) refCosts(ok []bool) []float64 {
	cost := make([]float64, len(a.nodes))
	depth := loopDepths(a.f)
	for bi, b := range a.f.Blocks {
		w := 1.0
		for k := 0; k < min(depth[bi], 4); k++ {
			w *= 8
		}
		for k := range b.Instrs {
			cross := crossLane(&b.Instrs[k])
			for _, r := range a.refs[bi][k].refs {
				if r.Virtual {
					m := a.nodeOf(r.Unit)
					cost[m] += w
					if cross {
						ok[m] = false
					}
				}
			}
		}
	}
	return cost
}

// rematCost scales the spill weight of a value rematerialized instead of
// stored (rematDefs): a VALU move at each read instead of scratch accesses.
const rematCost = 0.25

// manyFailures is the number of nodes without a register above which
// each of them gets a victim of its own in the same spill round.
const manyFailures = 8

// chooseVictims names the VGPR nodes to spill for the nodes that found no
// register. A node that found none in the previous round too (by its
// virtual register, in again) spills itself when it can: the victim its
// neighbourhood gave did not make room for it. It also returns the most
// VGPRs live at one point that no spilling can free (pinned): when that
// exceeds the limit, no choice of victims will do.
func (a *analysis) chooseVictims(failed []int, again map[int]bool, loopCopies map[int]int) ([]int, int) {
	cost, length, ok := a.spillCosts()
	for m := range a.rematDefs(loopCopies) {
		cost[m] *= rematCost
	}
	pinned := mir.NewBits(a.nUnits)
	for u := vgprBase; u < physBase; u++ {
		pinned.Set(u)
	}
	for u := physBase; u < a.nUnits; u++ {
		if n := a.unitNode[u-physBase]; n >= 0 && a.nodes[n].file == mir.VGPR && !ok[a.find(n)] {
			pinned.Set(u)
		}
	}
	better := func(x, y int) bool { // x is a better victim than y
		wx, wy := cost[x]/float64(max(length[x], 1)), cost[y]/float64(max(length[y], 1))
		if wx != wy {
			return wx < wy
		}
		if length[x] != length[y] {
			return length[x] > length[y]
		}
		return x < y
	}
	chosen := map[int]bool{}
	var victims []int
	for _, f := range failed {
		if again[a.nodes[f].start] && !chosen[f] {
			// the neighbourhood's victim did not make room: spill the node
			// itself, or (when it must stay in a register) the neighbour
			// live longest, most likely to span the place it needs
			if ok[f] {
				chosen[f] = true
				victims = append(victims, f)
				continue
			}
			longest := -1
			a.g.each(f, func(m int) {
				if ok[m] && !chosen[m] && (longest < 0 || length[m] > length[longest] || length[m] == length[longest] && m < longest) {
					longest = m
				}
			})
			if longest >= 0 {
				chosen[longest] = true
				victims = append(victims, longest)
				continue
			}
		}
		cands := []int{f}
		a.g.each(f, func(m int) { cands = append(cands, m) })
		best, done := -1, false
		for _, c := range cands {
			if chosen[c] {
				// a victim already chosen near this node may make room for
				// it too; with many failures, waiting for that costs a
				// round each, so every one of them gets its own victim
				if len(failed) <= manyFailures {
					done = true
					break
				}
				continue
			}
			if ok[c] && (best < 0 || better(c, best)) {
				best = c
			}
		}
		if done || best < 0 {
			continue
		}
		chosen[best] = true
		victims = append(victims, best)
	}
	sort.Ints(victims)
	return victims, a.pressure(pinned)
}

// assignSlots gives each of the nodes (this round's victims) the lane
// offset of its slot: the lowest dwords from Scratch.Base that neither a
// slot live anywhere the node is live nor a slot of an interfering victim
// occupies.
func (vs *vspiller) assignSlots(a *analysis, nodes []int) (map[int]int, error) {
	nslots := vs.next / 4
	victim := map[int]bool{}
	conflict := map[int]mir.Bits{} // victim -> the slot dwords live where it is
	for _, n := range nodes {
		victim[n] = true
		conflict[n] = mir.NewBits(nslots)
	}
	if nslots > 0 {
		lv, err := mir.ComputeLivenessWithSlots(vs.f, &mir.Slots{Units: nslots, Refs: vs.slotRefs})
		if err != nil {
			return nil, err
		}
		isVictim := func(u int) (int, bool) {
			if u < physBase || u >= lv.SlotBase {
				return 0, false
			}
			n := a.nodeOf(u)
			return n, victim[n]
		}
		for bi := range vs.f.Blocks {
			lv.Walk(bi, func(k int, live mir.Bits) {
				for _, d := range lv.Refs[bi][k] {
					if !d.Def {
						continue
					}
					if d.Unit >= lv.SlotBase { // a store: the victims live after it
						live.Each(func(u int) {
							if n, ok := isVictim(u); ok {
								conflict[n].Set(d.Unit - lv.SlotBase)
							}
						})
					} else if n, ok := isVictim(d.Unit); ok { // a victim's write: the live slots
						live.Each(func(u int) {
							if u >= lv.SlotBase {
								conflict[n].Set(u - lv.SlotBase)
							}
						})
					}
				}
			})
		}
	}
	order := append([]int(nil), nodes...)
	sort.SliceStable(order, func(i, j int) bool { return a.nodes[order[i]].size > a.nodes[order[j]].size })
	slots := map[int]int{}
	taken := map[int][]int{} // dword -> this round's victims in it
	for _, n := range order {
		size := a.nodes[n].size
		free := func(j int) bool {
			if j < nslots && conflict[n].Has(j) {
				return false
			}
			for _, m := range taken[j] {
				if a.g.has(n, m) {
					return false
				}
			}
			return true
		}
		base := 0
		for j := 0; j < size; j++ {
			if !free(base + j) {
				base, j = base+j+1, -1
			}
		}
		for j := base; j < base+size; j++ {
			taken[j] = append(taken[j], n)
		}
		slots[n] = vs.sc.Base + 4*base
		vs.next = max(vs.next, 4*(base+size))
	}
	if end := vs.sc.Base + vs.next; end > gfx9.MaxScratchPerLane {
		return nil, fmt.Errorf("%s: spilling VGPRs needs %d bytes of scratch per lane (after %d bytes of private arrays), beyond the %d bytes a lane can have on gfx9", vs.f.Name, vs.next, vs.sc.Base, gfx9.MaxScratchPerLane)
	}
	return slots, nil
}

// spill rewrites the function so that the given (coalesced) VGPR nodes
// live in scratch slots, or are recomputed where read (rematDefs, and
// the instructions in more); split reports whether it split one at a loop.
// The slots are shared by interference (assignSlots), or before colouring
// (byInterval) by spans (intervalSlots).
func (vs *vspiller) spill(a *analysis, nodes []int, limit int, more map[int]gfx9.Instr, byInterval bool) (split bool, err error) {
	remat := a.rematDefs(vs.loopCopy)
	for n, in := range more {
		remat[n] = in
	}
	var stored []int
	for _, n := range nodes {
		if _, ok := remat[n]; !ok {
			stored = append(stored, n)
		}
	}
	var slots map[int]int
	if byInterval {
		slots, err = vs.intervalSlots(a, stored)
	} else {
		slots, err = vs.assignSlots(a, stored)
	}
	if err != nil {
		return false, err
	}
	for _, n := range stored {
		vs.units += a.nodes[n].size
		for j := 0; j < a.nodes[n].size; j++ {
			if k := (slots[n] + 4*j) / (gfx9.MUBUFMaxOffset + 1); k > 0 {
				if err := vs.page(k); err != nil {
					return false, err
				}
			}
		}
	}
	victim := map[int]bool{}
	for _, n := range nodes {
		victim[n] = true
	}
	loopCopy, reloads := vs.splitAtLoops(a, stored, limit, slots)

	type key struct{ u, n int }
	for bi, b := range vs.f.Blocks {
		out := make([]gfx9.Instr, 0, len(b.Instrs))
		for k := range b.Instrs {
			in := b.Instrs[k]
			var pre, post []gfx9.Instr
			drop := false
			temps := map[key]gfx9.Value{}
			loaded, stored := map[key]bool{}, map[key]bool{}
			wholeWave := vs.writesLinear(&in)
			var ops []gfx9.Value
			for oi, v := range in.Ops {
				if !v.IsVirtual() || oi >= len(in.Form.Operands) {
					continue
				}
				op := in.Form.Operands[oi]
				if !op.Def && !op.Use {
					continue
				}
				u := int(v.Code) - gfx9.CodeVirtual
				if u >= len(a.unitNode) {
					continue // a page register made this round
				}
				n := a.find(a.unitNode[u])
				if !victim[n] {
					continue
				}
				def, isRemat := remat[n]
				if c, ok := loopCopy[[2]int{n, bi}]; ok && !op.Def {
					if ops == nil {
						ops = append([]gfx9.Value(nil), in.Ops...)
					}
					ops[oi] = c
					continue
				}
				cnt := int(max(v.Count, 1))
				kk := key{u, cnt}
				t, seen := temps[kk]
				if !seen {
					if wholeWave {
						t = vs.f.NewLinearVGPR(cnt)
					} else {
						t = vs.f.NewVReg(mir.VGPR, cnt)
					}
					vs.noSpill[int(t.Code)-gfx9.CodeVirtual] = true
					temps[kk] = t
				}
				tu := int(t.Code) - gfx9.CodeVirtual
				if isRemat {
					// the definition goes; each read recomputes it
					if op.Def {
						drop = true
					} else if !loaded[kk] {
						loaded[kk] = true
						re := def
						re.Ops = append([]gfx9.Value(nil), def.Ops...)
						re.Ops[0] = t
						pre = append(pre, re)
					}
					if ops == nil {
						ops = append([]gfx9.Value(nil), in.Ops...)
					}
					ops[oi] = t
					continue
				}
				at := slots[n] + 4*(u-a.nodes[n].start)
				if op.Use && !loaded[kk] {
					loaded[kk] = true
					for j := 0; j < cnt; j++ {
						pre = append(pre, vs.access(vs.load, gfx9.Virtual(tu+j, 1), at+4*j))
					}
				}
				if op.Def && !stored[kk] {
					stored[kk] = true
					for j := 0; j < cnt; j++ {
						post = append(post, vs.access(vs.store, gfx9.Virtual(tu+j, 1), at+4*j))
					}
				}
				if ops == nil {
					ops = append([]gfx9.Value(nil), in.Ops...)
				}
				ops[oi] = t
			}
			if ops != nil {
				in.Ops = ops
			}
			out = append(out, pre...)
			if !drop {
				out = append(out, in)
			}
			out = append(out, post...)
		}
		if rl := reloads[bi]; len(rl) > 0 {
			// at the end of the preheader, before the branches into the loop
			at := len(out)
			for at > 0 && isBranch(&out[at-1]) {
				at--
			}
			out = append(out[:at], append(rl, out[at:]...)...)
		}
		b.Instrs = out
	}
	for _, n := range nodes {
		vs.f.VRegs.Delete(a.nodes[n].start)
	}
	return len(reloads) > 0, nil
}

// writesLinear reports whether an instruction writes a linear VGPR
// (mir.VReg.Linear): it may run with EXEC opened to the whole wave (the
// DPP scan's select of its input, backend waveScanDPP), and so do the
// reloads and rematerializations placed right before it, which then write
// every lane of their temporary: it must be linear too, or it could take
// the register of a value that lanes parked outside the instruction's
// logical path still need (the lanes that left a loop, waiting at its
// exit; differential fuzzer, seed 7350293).
func (vs *vspiller) writesLinear(in *gfx9.Instr) bool {
	for oi, v := range in.Ops {
		if !v.IsVirtual() || oi >= len(in.Form.Operands) || !in.Form.Operands[oi].Def {
			continue
		}
		if r, ok := vs.f.VRegs.Get(int(v.Code) - gfx9.CodeVirtual); ok && r.File == mir.VGPR && r.Linear {
			return true
		}
	}
	return false
}

// isBranch reports whether an instruction transfers control to a label.
func isBranch(in *gfx9.Instr) bool {
	return in.Form.Enc == gfx9.EncSOPP && len(in.Ops) > 0 && in.Form.Operands[0].Class == gfx9.ClassLabel
}

// loopRange is a loop as the blocks head..tail in layout order: a back
// edge from tail (the last of them) to head.
type loopRange struct{ head, tail int }

// loopRanges returns the function's loops, outermost first (by head, then
// by length).
func loopRanges(f *mir.Func) []loopRange {
	tail := map[int]int{}
	for t, b := range f.Blocks {
		for _, h := range b.Succs {
			if h <= t {
				tail[h] = max(tail[h], t)
			}
		}
	}
	var ls []loopRange
	for h, t := range tail {
		ls = append(ls, loopRange{h, t})
	}
	sort.Slice(ls, func(i, j int) bool {
		if ls[i].head != ls[j].head {
			return ls[i].head < ls[j].head
		}
		return ls[i].tail > ls[j].tail
	})
	return ls
}

// splitAtLoops plans the loop-boundary splits of this round's stored
// victims (see "Loops" above). A one-unit victim is split at the outermost
// loop that reads it, does not write it, is entered only from the block
// before its head (on the linear and the logical CFG) and has no point
// where more VGPR units than limit are live. It returns, by (victim, block of such a
// loop), the loop's copy that replaces the victim's reads there, and by
// preheader the reloads that fill the copies.
func (vs *vspiller) splitAtLoops(a *analysis, stored []int, limit int, slots map[int]int) (map[[2]int]gfx9.Value, map[int][]gfx9.Instr) {
	loops, usable := a.splittableLoops(limit)
	if len(loops) == 0 {
		return nil, nil
	}
	nb := len(vs.f.Blocks)
	split := map[int]bool{}
	for _, n := range stored {
		split[n] = a.nodes[n].size == 1
	}
	// defs, uses: per victim, the blocks that write and read it
	defs, uses := map[int][]bool{}, map[int][]bool{}
	for bi := range vs.f.Blocks {
		for k := range a.refs[bi] {
			for _, r := range a.refs[bi][k].refs {
				if !r.Virtual {
					continue
				}
				n := a.nodeOf(r.Unit)
				if !split[n] {
					continue
				}
				if defs[n] == nil {
					defs[n], uses[n] = make([]bool, nb), make([]bool, nb)
				}
				if r.Def {
					defs[n][bi] = true
				}
				if r.Use {
					uses[n][bi] = true
				}
			}
		}
	}
	copies := map[[2]int]gfx9.Value{}
	reloads := map[int][]gfx9.Instr{}
	for _, n := range stored {
		if !split[n] || defs[n] == nil {
			continue
		}
		for i, l := range loops {
			if !usable[i] {
				continue
			}
			if _, done := copies[[2]int{n, l.head}]; done {
				continue // inside a loop split already
			}
			read, written := false, false
			for b := l.head; b <= l.tail; b++ {
				read, written = read || uses[n][b], written || defs[n][b]
			}
			if !read || written {
				continue
			}
			c := vs.f.NewVReg(mir.VGPR, 1)
			vs.loopCopy[int(c.Code)-gfx9.CodeVirtual] = slots[n]
			reloads[l.head-1] = append(reloads[l.head-1], vs.access(vs.load, c, slots[n]))
			for b := l.head; b <= l.tail; b++ {
				copies[[2]int{n, b}] = c
			}
		}
	}
	return copies, reloads
}

// splittableLoops returns the function's loops (loopRanges) and which of
// them splitAtLoops may split a victim at: those entered only from the
// block before the head (on the linear and the logical CFG) without a
// point where more VGPR units than limit are live.
func (a *analysis) splittableLoops(limit int) ([]loopRange, []bool) {
	f := a.f
	loops := loopRanges(f)
	if len(loops) == 0 {
		return nil, nil
	}
	nb := len(f.Blocks)
	// hot: blocks with more VGPR units live at one point than the limit
	hot := make([]bool, nb)
	isVGPR := a.vgprUnits()
	for bi := range f.Blocks {
		hot[bi] = a.lv.MostLiveIn(bi, isVGPR) > limit
	}
	preds, logical := f.Preds(), make([][]int, nb)
	for bi := range f.Blocks {
		for _, s := range f.LogicalSuccessors(bi) {
			logical[s] = append(logical[s], bi)
		}
	}
	usable := make([]bool, len(loops))
	for i, l := range loops {
		usable[i] = l.head > 0
		for _, ps := range [][]int{preds[l.head], logical[l.head]} {
			entries := 0
			for _, p := range ps {
				if p < l.head || p > l.tail {
					entries++
					usable[i] = usable[i] && p == l.head-1
				}
			}
			usable[i] = usable[i] && entries > 0
		}
		for b := l.head; b <= l.tail; b++ {
			usable[i] = usable[i] && !hot[b]
		}
	}
	return loops, usable
}

// rematDefs returns, for each single-VGPR node one instruction defines
// from values that are the same wherever the node is live, that
// instruction: a VALU instruction (no cross-lane form) whose only result is
// the node and whose operands are constants (inline or literal) or virtual
// SGPRs that one instruction outside every loop defines (written at most
// once per wave, before the node's definition read them, so still holding
// that value at any later read); it reads no VGPR, nor any special
// register but EXEC. Spilled, such a value is not stored: each instruction
// that reads it recomputes it just before, into its short-lived register
// (rematerialization, as ACO's spiller does for constants and LLVM's for
// trivially rematerializable instructions), which costs one VALU
// instruction and no scratch; the SGPRs it reads stay live to there.
// A loop's copy of a split value (loopCopies: unit -> slot) is
// rematerialized by its defining reload, from the slot that stays live
// wherever the copy is.
func (a *analysis) rematDefs(loopCopies map[int]int) map[int]gfx9.Instr {
	return a.rematDefsOf(a.scanDefs(), loopCopies)
}

// rematDefsOf is rematDefs with the function's definitions scanned.
func (a *analysis) rematDefsOf(d defScan, loopCopies map[int]int) map[int]gfx9.Instr {
	def := map[int]gfx9.Instr{}
	for m, in := range d.def {
		if in == nil || d.defs[m] != 1 || a.nodes[m].size != 1 || a.nodes[m].file != mir.VGPR {
			continue
		}
		if _, ok := loopCopies[int(in.Ops[0].Code)-gfx9.CodeVirtual]; ok && in.Inst.Name == "buffer_load_dword" && in.Ops[0].IsVirtual() {
			def[m] = *in
			continue
		}
		if a.rematerializable(in, d.fixed) {
			def[m] = *in
		}
	}
	return def
}

// defScan is what rematerialization needs to know of every node's
// definitions.
type defScan struct {
	defs   []int32       // node -> instructions that define it
	def    []*gfx9.Instr // node -> one of them (nil: none)
	inLoop []bool        // node -> it has a definition inside a loop
	// fixed reports whether a virtual SGPR operand has the same value
	// wherever it is live: one instruction outside every loop defines it.
	fixed func(v gfx9.Value) bool
}

func (a *analysis) scanDefs() defScan {
	n := len(a.nodes)
	d := defScan{defs: make([]int32, n), def: make([]*gfx9.Instr, n), inLoop: make([]bool, n)}
	depth := loopDepths(a.f)
	for bi, b := range a.f.Blocks {
		for k := range b.Instrs {
			for _, r := range a.refs[bi][k].refs {
				if r.Def && r.Virtual {
					m := a.nodeOf(r.Unit)
					d.defs[m]++
					d.def[m] = &b.Instrs[k]
					if depth[bi] > 0 {
						d.inLoop[m] = true
					}
				}
			}
		}
	}
	d.fixed = func(v gfx9.Value) bool {
		if !v.IsVirtual() {
			return false
		}
		m := a.nodeOf(int(v.Code) - gfx9.CodeVirtual + physBase)
		// not the short unspillable temps of earlier rounds (lane reloads,
		// recomputed values): stretching them to distant reads could make
		// a round fail that only short ranges are meant to pass
		return a.nodes[m].file == mir.SGPR && !a.nodes[m].noSpill && d.defs[m] == 1 && !d.inLoop[m]
	}
	return d
}

// rematerializable reports whether in can be recomputed where its result
// is read (see rematDefs): fixed says which SGPR operands qualify.
func (a *analysis) rematerializable(in *gfx9.Instr, fixed func(gfx9.Value) bool) bool {
	if !strings.HasPrefix(in.Inst.Name, "v_") || crossLane(in) || len(in.Inst.ImplicitDefs) > 0 || len(gfx9.ExplicitDefs(in)) != 1 {
		return false
	}
	for _, s := range in.Inst.ImplicitUses {
		if s != gfx9.SpecialEXEC {
			return false
		}
	}
	for k, op := range in.Form.Operands {
		if op.Def && k != 0 {
			return false
		}
		v := in.Ops[k]
		if !op.Use || v.Kind != gfx9.ValReg || v.IsInline() {
			continue
		}
		if !fixed(v) {
			return false
		}
	}
	return true
}
