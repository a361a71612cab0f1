package backend

import (
	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// TieMac prepares v_mac_f32 for register allocation: `v_mad_f32 %d, a, b,
// %c` without modifiers, whose addend %c (a one-dword virtual VGPR) is
// read by no instruction after it (every other use earlier in its block,
// as in a lerp's a + t*(b - a)), becomes `v_mov_b32 %d, %c` and `v_mac_f32 %d, a, b` (the
// VOP2 form reads its destination as the addend; src1 must be a VGPR, the
// factors swap to get one there). The allocator coalesces the copy — %c
// dies at it — so the pair is one 4-byte instruction where the
// three-source form takes 8; where it cannot, Shrink puts the v_mad_f32
// back. It runs after scheduling, on virtual registers. Guarantees: %d
// holds a*b + c in every lane the v_mad_f32 wrote.
func TieMac(f *mir.Func) {
	mad, mac, mov := gfx9.Lookup("v_mad_f32"), gfx9.Lookup("v_mac_f32"), gfx9.Lookup("v_mov_b32")
	uses := newCodeCounts(f)
	for _, b := range f.Blocks {
		for k := range b.Instrs {
			for u := range gfx9.UseRanges(&b.Instrs[k]) {
				for x := u.Code; x < u.Code+uint32(u.Count); x++ {
					uses.add(x, 1)
				}
			}
		}
	}
	seen := newCodeCounts(f) // uses so far in the block, cleared after each
	for _, b := range f.Blocks {
		// the block's new code, made at the first tie (most blocks have
		// none and keep theirs)
		var out []gfx9.Instr
		keep := func(in gfx9.Instr) {
			if out != nil {
				out = append(out, in)
			}
		}
		for k := range b.Instrs {
			in := b.Instrs[k]
			for u := range gfx9.UseRanges(&in) {
				for x := u.Code; x < u.Code+uint32(u.Count); x++ {
					seen.add(x, 1)
				}
			}
			if in.Inst != mad || in.Form.Kind != gfx9.FormNative || in.Mods != gfx9.DefaultModifiers(in.Inst, in.Form) {
				keep(in)
				continue
			}
			d, _ := operand(&in, gfx9.FieldVDst)
			s0, _ := operand(&in, gfx9.FieldSrc0)
			s1, _ := operand(&in, gfx9.FieldSrc1)
			c, _ := operand(&in, gfx9.FieldSrc2)
			if !isVGPROf(f, s1) && isVGPROf(f, s0) {
				s0, s1 = s1, s0
			}
			if !c.IsVirtual() || !isVGPROf(f, c) || uses.get(c.Code) != seen.get(c.Code) || !isVGPROf(f, s1) || c == s0 || c == s1 {
				keep(in)
				continue
			}
			cp := gfx9.NewInstr(mov, mov.Form(gfx9.FormNative))
			cp.Ops[0], cp.Ops[1], cp.Src = d, c, in.Src
			m := gfx9.NewInstr(mac, mac.Form(gfx9.FormNative))
			m.Ops[0], m.Ops[1], m.Ops[2], m.Src = d, s0, s1, in.Src
			if out == nil {
				out = append(make([]gfx9.Instr, 0, len(b.Instrs)+1), b.Instrs[:k]...)
			}
			out = append(out, cp, m)
		}
		for k := range b.Instrs {
			for u := range gfx9.UseRanges(&b.Instrs[k]) {
				for x := u.Code; x < u.Code+uint32(u.Count); x++ {
					seen.clear(x)
				}
			}
		}
		if out != nil {
			b.Instrs = out
		}
	}
}
