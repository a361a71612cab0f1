package backend

import (
	"math"
	"math/bits"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
	"hlslc/ir"
	"hlslc/ir/runspec"
)

// Sampling: texsample and texgather become image_sample* and
// image_gather4* with the texture's T# and the sampler's S# (both kernel
// arguments in SGPRs, docs/abi.md). The address VGPRs follow gfx9's MIMG
// order (LLVM's llvm.amdgcn.image.* operand order): the packed texel
// offsets (_o), the bias (_b), the reference (_c), the derivatives (_d:
// d/dx of each coordinate, then d/dy), the coordinates (an array's layer
// or a cube's face last), then the LOD (_l) or the LOD clamp (_cl). An
// explicit LOD of constant 0 uses the _lz forms. Arrays' layers are
// rounded to nearest even (v_rndne_f32) as D3D requires, and a cube's
// direction becomes face coordinates as texfilter.CubeCoords defines them
// (the interpreter computes the same): v_cubesc/tc/ma/id, one v_rcp_f32 of
// |ma|, then sc*r + 1.5 with v_mul_f32 and v_add_f32; a cube array's face
// id is 8*layer + face (exact: both are small integers).

// texSample selects a texsample or texgather together with the ones of
// its other result components that follow it in the block with the same
// operands before any memory write: one instruction returns all the
// components the program reads.
func (s *selector) texSample(v *ir.Value) {
	if r, ok := s.texParts[v]; ok {
		s.def(v, r)
		return
	}
	a := ir.SampleAux(v.Aux)
	group := []*ir.Value{v}
	mask := 1 << a.Comp()
	b := v.Block
	i := 0
	for b.Instrs[i] != v {
		i++
	}
	for _, w := range b.Instrs[i+1:] {
		if w.Op.Is(ir.FlagMemWrite) {
			break
		}
		if w.Op == v.Op && w.Mem == v.Mem && w.Sampler == v.Sampler && ir.SampleAux(w.Aux).WithComp(0) == a.WithComp(0) && sameArgs(w, v) {
			group = append(group, w)
			mask |= 1 << ir.SampleAux(w.Aux).Comp()
		}
	}
	m := v.Mem
	o := a.Operands(m.Shape)
	var addr []gfx9.Value
	f32 := func(i int) gfx9.Value { return s.use(v.Args[i], v) }
	if o.Offset >= 0 {
		off := s.packOffsets(v, o.Offset, ir.SampleOffsetComps(m.Shape))
		if off.Kind == gfx9.ValLiteral && off.Imm == 0 {
			o.Offset = -1 // offsets of 0: the form without _o
		} else {
			addr = append(addr, off)
		}
	}
	if o.Bias >= 0 {
		addr = append(addr, f32(o.Bias))
	}
	if o.Ref >= 0 {
		addr = append(addr, f32(o.Ref))
	}
	if o.Grad >= 0 {
		if m.Shape.IsCube() {
			s.fail(v, "gradients of cube textures (SampleGrad on %s) are not supported: the face-space derivative transform is not implemented", m.Shape)
		}
		for k := 0; k < 2*ir.SampleGradComps(m.Shape); k++ {
			addr = append(addr, f32(o.Grad+k))
		}
	}
	addr = append(addr, s.sampleCoords(v)...)
	name := "image_sample"
	if v.Op == ir.OpTexGather {
		name = "image_gather4"
	}
	if o.Ref >= 0 {
		name += "_c"
	}
	if o.Grad >= 0 {
		name += "_d"
	}
	if o.Bias >= 0 {
		name += "_b"
	}
	if o.LOD >= 0 {
		if lod := v.Args[o.LOD]; lod.Op == ir.OpConst && lod.Bits() == 0 {
			name += "_lz"
		} else {
			name += "_l"
			addr = append(addr, f32(o.LOD))
		}
	}
	if o.Clamp >= 0 {
		name += "_cl"
		addr = append(addr, f32(o.Clamp))
	}
	if o.Offset >= 0 {
		name += "_o"
	}
	if o.LOD < 0 && o.Grad < 0 {
		s.fail(v, "sampling with implicit derivatives is not supported (no SM 6.6 compute quads)")
	}
	dmask, n := mask, bits.OnesCount(uint(mask))
	index := func(c int) int { return bits.OnesCount(uint(mask & (1<<c - 1))) }
	switch {
	case v.Op == ir.OpTexGather:
		dmask, n = 1<<a.Channel(), 4
		index = func(c int) int { return c }
	case a.Has(ir.SampleCompare):
		dmask, n = 1, 1
		index = func(int) int { return 0 }
	}
	r := s.f.NewVReg(mir.VGPR, n)
	flags := ""
	if m.Shape.IsArray() {
		flags = " da"
	}
	s.asm("%s %s, %s, %s, %s dmask:0x%x%s", name, r, s.vgprTupleOf(name, addr), s.desc[m], s.desc[v.Sampler], dmask, flags)
	for _, w := range group {
		part := sub(r, index(ir.SampleAux(w.Aux).Comp()))
		if w == v {
			s.def(v, part)
		} else {
			s.texParts[w] = part
		}
	}
}

// vgprTupleOf copies an instruction's address operands into consecutive
// VGPRs, padded with zeros up to the smallest address width the
// instruction's table entry allows (the hardware reads the operands it
// needs; llvm-mc accepts only some tuple widths).
func (s *selector) vgprTupleOf(name string, ops []gfx9.Value) gfx9.Value {
	n := len(ops)
	if in := gfx9.Lookup(name); in != nil {
		sizes := in.Forms[0].VAddrSizes
		for n < 32 && sizes&(1<<n) == 0 {
			n++
		}
	}
	r := s.f.NewVReg(mir.VGPR, n)
	for i, o := range ops {
		s.asm("v_mov_b32_e32 %s, %s", sub(r, i), o)
	}
	for i := len(ops); i < n; i++ {
		s.asm("v_mov_b32_e32 %s, 0", sub(r, i))
	}
	return r
}

// packOffsets packs a sample's texel offsets into one dword: 6 bits each
// at bits 0, 8 and 16 (the hardware's field; D3D's range is -8..7).
func (s *selector) packOffsets(v *ir.Value, at, n int) gfx9.Value {
	constant := true
	packed := uint32(0)
	for k := 0; k < n; k++ {
		a := v.Args[at+k]
		if a.Op != ir.OpConst {
			constant = false
			break
		}
		packed |= uint32(a.Bits()) & 63 << (8 * k)
	}
	if constant {
		return gfx9.Value{Kind: gfx9.ValLiteral, Imm: int64(packed)}
	}
	r := s.vgpr()
	s.asm("v_and_b32_e32 %s, 63, %s", r, s.reg(v.Args[at], v))
	for k := 1; k < n; k++ {
		t := s.vgpr()
		s.asm("v_and_b32_e32 %s, 63, %s", t, s.reg(v.Args[at+k], v))
		u := s.vgpr()
		s.asm("v_lshl_or_b32 %s, %s, %d, %s", u, t, 8*k, r)
		r = u
	}
	return r
}

// sampleCoords returns the coordinate operands of a sample: as they are,
// an array's layer rounded to nearest even, a cube's direction as face
// coordinates and face id.
func (s *selector) sampleCoords(v *ir.Value) []gfx9.Value {
	m := v.Mem
	n := ir.SampleCoords(m.Shape)
	var out []gfx9.Value
	rndne := func(a *ir.Value) gfx9.Value {
		if a.Op == ir.OpConst {
			c := math.RoundToEven(float64(math.Float32frombits(uint32(a.Bits()))))
			return s.constant(s.fn.Const(ir.F32, uint64(math.Float32bits(float32(c)))))
		}
		r := s.vgpr()
		s.asm("v_rndne_f32_e32 %s, %s", r, s.use(a, v))
		return r
	}
	switch m.Shape {
	case runspec.ShapeCube, runspec.ShapeCubeArray:
		x, y, z := s.src(v.Args[0], v), s.src(v.Args[1], v), s.src(v.Args[2], v)
		sc, tc, ma, id, rc, fs, ft := s.vgpr(), s.vgpr(), s.vgpr(), s.vgpr(), s.vgpr(), s.vgpr(), s.vgpr()
		s.asm("v_cubesc_f32 %s, %s, %s, %s", sc, x, y, z)
		s.asm("v_cubetc_f32 %s, %s, %s, %s", tc, x, y, z)
		s.asm("v_cubema_f32 %s, %s, %s, %s", ma, x, y, z)
		s.asm("v_cubeid_f32 %s, %s, %s, %s", id, x, y, z)
		s.asm("v_rcp_f32_e64 %s, |%s|", rc, ma)
		s.asm("v_mul_f32_e32 %s, %s, %s", fs, sc, rc)
		s.asm("v_add_f32_e32 %s, 1.5, %s", fs, fs)
		s.asm("v_mul_f32_e32 %s, %s, %s", ft, tc, rc)
		s.asm("v_add_f32_e32 %s, 1.5, %s", ft, ft)
		face := id
		if m.Shape == runspec.ShapeCubeArray {
			l := rndne(v.Args[3])
			face = s.vgpr()
			if l.Kind == gfx9.ValLiteral {
				t := s.vgpr()
				s.asm("v_mov_b32_e32 %s, %s", t, l)
				l = t
			}
			// 8*layer + face: exact in f32 for any layer a T# holds
			t := s.vgpr()
			s.asm("v_mul_f32_e32 %s, 0x41000000, %s", t, l)
			s.asm("v_add_f32_e32 %s, %s, %s", face, t, id)
		}
		return []gfx9.Value{fs, ft, face}
	case runspec.Shape1DArray, runspec.Shape2DArray:
		for k := 0; k < n-1; k++ {
			out = append(out, s.use(v.Args[k], v))
		}
		return append(out, rndne(v.Args[n-1]))
	}
	for k := 0; k < n; k++ {
		out = append(out, s.use(v.Args[k], v))
	}
	return out
}

// texInfo selects texinfo: image_get_resinfo's component v.Aux for the
// mip level operand.
func (s *selector) texInfo(v *ir.Value) {
	r := s.vgpr()
	s.asm("image_get_resinfo %s, %s, %s dmask:0x%x%s", r, s.reg(v.Args[0], v), s.desc[v.Mem], 1<<v.Aux, imageFlags(v.Mem))
	s.def(v, r)
}
