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
// so SLOT is the byte offset within each lane's scratch, below 4096 (the
// 12-bit MUBUF offset).
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
// nothing. A write that keeps part of the register (d16_hi loads, operands
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
// Each spilled value gets its own slot (4 bytes per unit, from
// Scratch.Base); slots are not shared between values.

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

// maxMUBUFOffset is the largest immediate offset of a MUBUF instruction.
const maxMUBUFOffset = 4095

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
	case sc.Base < 0 || sc.Base%4 != 0 || sc.Base > maxMUBUFOffset:
		return fmt.Errorf("%s: Options.Scratch.Base %d is not a multiple of 4 in 0..%d", f.Name, sc.Base, maxMUBUFOffset-3)
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
	next    int          // bytes of spill slots handed out
	units   int          // VGPR units spilled
	store   gfx9.Instr
	load    gfx9.Instr
}

func newVSpiller(f *mir.Func, sc *Scratch, noSpill map[int]bool) (*vspiller, error) {
	vs := &vspiller{f: f, sc: sc, noSpill: noSpill}
	var err error
	if vs.store, err = gfx9.ParseInstr(f.Target, "buffer_store_dword v0, off, s[0:3], s0"); err != nil {
		return nil, err
	}
	if vs.load, err = gfx9.ParseInstr(f.Target, "buffer_load_dword v0, off, s[0:3], s0"); err != nil {
		return nil, err
	}
	return vs, nil
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

// access returns a spill store or load of unit v at byte slot.
func (vs *vspiller) access(tmpl gfx9.Instr, v gfx9.Value, slot int) gfx9.Instr {
	in := tmpl
	in.Ops = append([]gfx9.Value(nil), tmpl.Ops...)
	in.Ops[0] = v
	in.Ops[2] = vs.sc.Rsrc
	in.Ops[3] = vs.sc.Offset
	in.Mods.Offset = int32(slot)
	return in
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
	cost, length, ok = make([]float64, n), make([]int, n), make([]bool, n)
	for k := range a.nodes {
		nd := &a.nodes[k]
		ok[k] = a.find(k) == k && nd.file == mir.VGPR && !nd.noSpill && !nd.linear
	}
	depth := loopDepths(a.f)
	live := mir.NewBits(a.nUnits)
	stamp := make([]int, n)
	point := 0
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
		live.CopyFrom(a.liveOut[bi])
		for k := len(a.refs[bi]) - 1; k >= 0; k-- {
			mir.Step(live, a.refs[bi][k].refs)
			point++
			live.Each(func(u int) {
				if u >= physBase {
					if m := a.nodeOf(u); stamp[m] != point {
						stamp[m] = point
						length[m]++
					}
				}
			})
		}
	}
	return cost, length, ok
}

// manyFailures is the number of nodes without a register above which
// each of them gets a victim of its own in the same spill round.
const manyFailures = 8

// chooseVictims names the VGPR nodes to spill for the nodes that found no
// register.
func (a *analysis) chooseVictims(failed []int) []int {
	cost, length, ok := a.spillCosts()
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
	return victims
}

// spill rewrites the function so that the given (coalesced) VGPR nodes
// live in scratch slots.
func (vs *vspiller) spill(a *analysis, nodes []int) error {
	slots := map[int]int{} // node -> byte offset of its slot
	for _, n := range nodes {
		nd := &a.nodes[n]
		slot := vs.sc.Base + vs.next
		if end := slot + 4*nd.size - 1; end > maxMUBUFOffset {
			return fmt.Errorf("%s: the spill slot of virtual register %%%d (%d VGPRs) would end at byte %d of each lane's scratch (spill slots from byte %d, %d bytes already in use), past the MUBUF immediate offset limit of %d", vs.f.Name, nd.start, nd.size, end, vs.sc.Base, vs.next, maxMUBUFOffset)
		}
		slots[n] = slot
		vs.next += 4 * nd.size
		vs.units += nd.size
	}
	type key struct{ u, n int }
	for _, b := range vs.f.Blocks {
		var out []gfx9.Instr
		for k := range b.Instrs {
			in := b.Instrs[k]
			var pre, post []gfx9.Instr
			temps := map[key]gfx9.Value{}
			loaded, stored := map[key]bool{}, map[key]bool{}
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
				n := a.find(a.unitNode[u])
				slot, ok := slots[n]
				if !ok {
					continue
				}
				cnt := int(max(v.Count, 1))
				kk := key{u, cnt}
				t, seen := temps[kk]
				if !seen {
					t = vs.f.NewVReg(mir.VGPR, cnt)
					vs.noSpill[int(t.Code)-gfx9.CodeVirtual] = true
					temps[kk] = t
				}
				tu := int(t.Code) - gfx9.CodeVirtual
				at := slot + 4*(u-a.nodes[n].start)
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
			out = append(out, in)
			out = append(out, post...)
		}
		b.Instrs = out
	}
	for n := range slots {
		delete(vs.f.VRegs, a.nodes[n].start)
	}
	return nil
}
