package regalloc

import (
	"fmt"

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
type spiller struct {
	f       *mir.Func
	noSpill map[int]bool // virtual registers (by first unit) never to spill
	lanes   map[int]int  // spilled virtual register -> its first lane
	used    int          // lanes handed out
	vgprs   []int        // first units of the lane VGPRs
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
	spilled := map[int]int{} // node -> first lane
	for _, n := range nodes {
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
		var out []gfx9.Instr
		for k := range b.Instrs {
			in := b.Instrs[k]
			var pre, post []gfx9.Instr
			// a value read twice is reloaded once: two SGPRs would be two
			// reads of the constant bus (v_fma_f32 v0, v1, s0, s0 is one)
			reloaded := map[gfx9.Value]gfx9.Value{}
			for oi, v := range in.Ops {
				if !v.IsVirtual() || oi >= len(in.Form.Operands) {
					continue
				}
				u := int(v.Code) - gfx9.CodeVirtual
				n := a.find(a.unitNode[u])
				first, ok := spilled[n]
				if !ok {
					continue
				}
				op := in.Form.Operands[oi]
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
			if len(post) > 0 && in.Form.Enc == gfx9.EncSOPP {
				return fmt.Errorf("%s: block %d: %s defines a spilled SGPR and ends its block", sp.f.Name, bi, in.String())
			}
			out = append(out, pre...)
			out = append(out, in)
			out = append(out, post...)
		}
		b.Instrs = out
	}
	for n := range spilled {
		delete(sp.f.VRegs, a.nodes[n].start)
	}
	return nil
}
