package regalloc

import (
	"fmt"
	"strings"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// spiller keeps SGPR values that do not fit in lanes of VGPRs: every
// definition is followed by v_writelane_b32 of each unit into its lane, and
// every use is preceded by v_readlane_b32 into a fresh short-lived SGPR
// (marked unspillable). Both instructions ignore EXEC and leave SCC alone, so
// they may go anywhere, inside divergent regions and between a compare and
// its branch. v_writelane_b32 reads its VGPR as well as writing it (one lane
// changes), so the lane VGPRs stay live across all spill slots.
//
// A value that can be recomputed where it is read is not put in lanes
// (rematerialization, sgprRematDefs): its definition goes and each
// instruction that reads it is preceded by a copy of that definition into
// a fresh short-lived SGPR tuple.
type spiller struct {
	f       *mir.Func
	noSpill map[int]bool // virtual registers (by first unit) never to spill
	lanes   map[int]int  // spilled virtual register -> its first lane
	used    int          // lanes handed out
	vgprs   []int        // first units of the lane VGPRs
}

func newSpiller(f *mir.Func) *spiller {
	return &spiller{f: f, noSpill: map[int]bool{}, lanes: map[int]int{}}
}

// keep marks virtual registers as never to spill: Options.Scratch's resource
// and offset, read by spill code anywhere, must stay whole SGPR values (a
// split would leave Scratch naming a register that is no longer defined).
func (sp *spiller) keep(vals ...gfx9.Value) {
	for _, v := range vals {
		if v.Kind == gfx9.ValReg && v.IsVirtual() {
			if _, start, ok := sp.f.VRegOf(int(v.Code) - gfx9.CodeVirtual); ok {
				sp.noSpill[start] = true
			}
		}
	}
}

// inline returns the inline integer constant n (0-64).
func inline(n int) gfx9.Value {
	return gfx9.Value{Kind: gfx9.ValReg, Code: uint32(gfx9.CodeZero + n), Count: 1}
}

func laneInstr(name string, ops ...gfx9.Value) gfx9.Instr {
	inst := gfx9.Lookup(name)
	i := gfx9.NewInstr(inst, inst.Form(gfx9.FormNative))
	copy(i.Ops, ops)
	return i
}

// spill rewrites the function so that the given (coalesced) SGPR nodes live
// in VGPR lanes.
func (sp *spiller) spill(a *analysis, nodes []int) error {
	remat := a.sgprRematDefs(nodes)
	spilled := map[int]int{} // node -> first lane
	for _, n := range nodes {
		if _, ok := remat[n]; ok {
			continue
		}
		nd := &a.nodes[n]
		spilled[n] = sp.used
		sp.lanes[nd.start] = sp.used
		sp.used += nd.size
		for len(sp.vgprs)*64 < sp.used {
			v := sp.f.NewLinearVGPR(1) // v_writelane writes a lane whatever EXEC is
			sp.vgprs = append(sp.vgprs, int(v.Code)-gfx9.CodeVirtual)
		}
	}
	for bi, b := range sp.f.Blocks {
		out := make([]gfx9.Instr, 0, len(b.Instrs))
		for k := range b.Instrs {
			in := b.Instrs[k]
			var pre, post []gfx9.Instr
			// a value read twice is reloaded once: two SGPRs would be two
			// reads of the constant bus (v_fma_f32 v0, v1, s0, s0 is one)
			reloaded := map[gfx9.Value]gfx9.Value{}
			recomputed := map[int]int{} // node -> first unit of its recomputed tuple
			drop := false
			for oi, v := range in.Ops {
				if !v.IsVirtual() || oi >= len(in.Form.Operands) {
					continue
				}
				u := int(v.Code) - gfx9.CodeVirtual
				n := a.find(a.unitNode[u])
				op := in.Form.Operands[oi]
				if _, ok := remat[n]; ok {
					if op.Def {
						drop = true // its one definition
						continue
					}
					t := sp.recompute(a, n, remat, recomputed, &pre)
					ops := append([]gfx9.Value(nil), in.Ops...)
					ops[oi] = gfx9.Virtual(t+u-a.nodes[n].start, int(max(v.Count, 1)))
					in.Ops = ops
					continue
				}
				first, ok := spilled[n]
				if !ok {
					continue
				}
				if t, ok := reloaded[v]; ok && op.Use && !op.Def {
					ops := append([]gfx9.Value(nil), in.Ops...)
					ops[oi] = t
					in.Ops = ops
					continue
				}
				cnt := int(max(v.Count, 1))
				t := sp.f.NewVReg(mir.SGPR, cnt)
				tu := int(t.Code) - gfx9.CodeVirtual
				sp.noSpill[tu] = true
				for j := 0; j < cnt; j++ {
					lane := first + u - a.nodes[n].start + j
					vg := gfx9.Virtual(sp.vgprs[lane/64], 1)
					if op.Use {
						pre = append(pre, laneInstr("v_readlane_b32", gfx9.Virtual(tu+j, 1), vg, inline(lane%64)))
					}
					if op.Def {
						post = append(post, laneInstr("v_writelane_b32", vg, gfx9.Virtual(tu+j, 1), inline(lane%64)))
					}
				}
				if op.Use && !op.Def {
					reloaded[v] = t
				}
				ops := append([]gfx9.Value(nil), in.Ops...)
				ops[oi] = t
				in.Ops = ops
			}
			if drop {
				// the recomputed value's definition goes, and with it the
				// reloads or recomputations of its operands
				continue
			}
			if len(post) > 0 && in.Form.Enc == gfx9.EncSOPP {
				return fmt.Errorf("%s: block %d: %s defines a spilled SGPR and ends its block", sp.f.Name, bi, in.String())
			}
			out = append(out, pre...)
			out = append(out, in)
			out = append(out, post...)
		}
		b.Instrs = out
	}
	for _, n := range nodes {
		sp.f.VRegs.Delete(a.nodes[n].start)
	}
	return nil
}

// recompute appends to pre a copy of node n's definition (remat[n]) into a
// fresh unspillable SGPR tuple, once per instruction (recomputed), first
// recomputing the operands it reads that are rematerialized too, and
// returns the tuple's first unit.
func (sp *spiller) recompute(a *analysis, n int, remat map[int]gfx9.Instr, recomputed map[int]int, pre *[]gfx9.Instr) int {
	if t, ok := recomputed[n]; ok {
		return t
	}
	re := remat[n]
	re.Ops = append([]gfx9.Value(nil), re.Ops...)
	for oi, v := range re.Ops {
		if oi == 0 || !v.IsVirtual() {
			continue
		}
		u := int(v.Code) - gfx9.CodeVirtual
		if m := a.find(a.unitNode[u]); m != n {
			if _, ok := remat[m]; ok {
				re.Ops[oi] = gfx9.Virtual(sp.recompute(a, m, remat, recomputed, pre)+u-a.nodes[m].start, int(max(v.Count, 1)))
			}
		}
	}
	size := a.nodes[n].size
	t := sp.f.NewVReg(mir.SGPR, size)
	tu := int(t.Code) - gfx9.CodeVirtual
	sp.noSpill[tu] = true
	re.Ops[0] = gfx9.Virtual(tu, size)
	*pre = append(*pre, re)
	recomputed[n] = tu
	return tu
}

// sgprRematDefs returns, for each of the given SGPR nodes that can be
// recomputed wherever it is read, the instruction that does so: its one
// definition, outside every loop, which defines all of it and nothing
// else, reads no special register (SCC, EXEC, VCC, M0) nor writes any,
// reads only constants, SGPRs whose value is the same wherever they are
// live (virtual ones defined once outside every loop, or physical ones no
// instruction writes, such as the launch's user SGPRs), and is
//   - a scalar load (s_load_dword*, s_buffer_load_dword*) without GLC in a
//     function with no scalar store or atomic: the backend loads on the
//     scalar unit only from memory the dispatch does not write (kernel
//     arguments, descriptor tables, cbuffers, read-only buffers; the scalar
//     cache does not see vector stores), so a later load gives the same
//     value; or
//   - a SALU instruction (s_mov_b32, s_mul_i32, ...).
//
// Recomputing extends the live ranges of the SGPRs it reads to its reads,
// which the next round's liveness sees (LLVM rematerializes such
// trivially recomputable and invariant loads likewise).
func (a *analysis) sgprRematDefs(nodes []int) map[int]gfx9.Instr {
	d := a.scanDefs()
	written := map[int]bool{} // physical SGPRs some instruction writes
	scalarStores := false
	for _, b := range a.f.Blocks {
		for k := range b.Instrs {
			in := &b.Instrs[k]
			for _, r := range gfx9.Defs(in) {
				for c := int(r.Code); c < int(r.Code)+max(int(r.Count), 1); c++ {
					written[c] = true
				}
			}
			name := in.Inst.Name
			for _, p := range []string{"s_store", "s_buffer_store", "s_atomic", "s_buffer_atomic", "s_scratch_store"} {
				scalarStores = scalarStores || strings.HasPrefix(name, p)
			}
		}
	}
	same := func(v gfx9.Value) bool {
		switch {
		case v.Kind == gfx9.ValLiteral && v.Label == "", v.Kind == gfx9.ValImm, v.Kind == gfx9.ValReg && v.IsInline():
			return true
		case v.Kind != gfx9.ValReg:
			return false
		case v.IsVirtual():
			return d.fixed(v)
		}
		for c := int(v.Code); c < int(v.Code)+int(max(v.Count, 1)); c++ {
			if c >= MaxSGPRs || written[c] {
				return false
			}
		}
		return true
	}
	out := map[int]gfx9.Instr{}
	for _, n := range nodes {
		def := d.def[n]
		if def == nil || d.defs[n] != 1 || d.inLoop[n] || a.nodes[n].file != mir.SGPR {
			continue
		}
		in := *def
		name := in.Inst.Name
		load := strings.HasPrefix(name, "s_load_dword") || strings.HasPrefix(name, "s_buffer_load_dword")
		salu := in.Form.Enc == gfx9.EncSOP1 || in.Form.Enc == gfx9.EncSOP2 || in.Form.Enc == gfx9.EncSOPK
		if load && (in.Mods.GLC || scalarStores) || !load && !salu ||
			len(in.Inst.ImplicitDefs) > 0 || len(in.Inst.ImplicitUses) > 0 || len(gfx9.ExplicitDefs(&in)) != 1 {
			continue
		}
		if d0 := in.Ops[0]; !d0.IsVirtual() || int(d0.Code)-gfx9.CodeVirtual != a.nodes[n].start || int(max(d0.Count, 1)) != a.nodes[n].size {
			continue
		}
		ok := true
		for k, op := range in.Form.Operands {
			if k > 0 && (op.Def || op.Use && !same(in.Ops[k])) {
				ok = false
			}
		}
		if ok {
			out[n] = in
		}
	}
	// a recomputation must not read a value this round moves to lanes
	inRound := map[int]bool{}
	for _, n := range nodes {
		inRound[n] = true
	}
	for changed := true; changed; {
		changed = false
		for n, in := range out {
			for k, v := range in.Ops {
				if k == 0 || !v.IsVirtual() {
					continue
				}
				m := a.nodeOf(int(v.Code) - gfx9.CodeVirtual + physBase)
				if _, re := out[m]; inRound[m] && !re {
					delete(out, n)
					changed = true
					break
				}
			}
		}
	}
	return out
}
