package backend

import (
	"math"
	"math/bits"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
	"hlslc/internal/texfilter"
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
// id is 8*layer + face (exact: both are small integers). Operands that
// are f16 values widened to f32 go as 16-bit addresses (a16, sampleA16)
// when that takes fewer VGPRs.
//
// Without an LOD or gradients (Sample, SampleBias, SampleCmp and the LOD
// query in a compute shader, SM 6.6) the instruction is image_sample,
// image_sample_b, image_sample_c or image_get_lod, as in a pixel shader:
// the texture unit takes the derivatives from the quad of lanes
// 4q..4q+3 whatever the shader stage, which is how RADV runs
// VK_NV_compute_shader_derivatives' linear groups and why vkd3d-proton
// renumbers SM 6.6's 2D-quad threads onto them (as hlslc does,
// docs/abi.md). The executor models the same.

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
	biasAt := -1
	if o.Bias >= 0 {
		// an f32, or under a16 an f16 in the low half: set below
		biasAt = len(addr)
		addr = append(addr, gfx9.Value{})
	}
	if o.Ref >= 0 {
		addr = append(addr, f32(o.Ref))
	}
	lz := false
	if o.LOD >= 0 {
		lod := v.Args[o.LOD]
		lz = lod.Op == ir.OpConst && lod.Bits() == 0
	}
	name := "image_sample"
	switch {
	case v.Op == ir.OpTexGather:
		name = "image_gather4"
	case a.Has(ir.SampleQueryLOD):
		name = "image_get_lod"
	}
	a16 := false
	if tail, ok := s.sampleA16(v, name, o, lz, len(addr)); ok {
		a16, addr = true, append(addr, tail...)
		if biasAt >= 0 {
			addr[biasAt] = s.lowHalf(s.f16Source(v.Args[o.Bias]), v)
		}
	} else {
		if biasAt >= 0 {
			addr[biasAt] = f32(o.Bias)
		}
		var cube *cubeFace
		if m.Shape.IsCube() {
			cube = s.cubeProject(v)
		}
		switch {
		case o.Grad >= 0 && cube != nil:
			addr = append(addr, s.cubeGrads(v, o.Grad, cube)...)
		case o.Grad >= 0:
			for k := 0; k < 2*ir.SampleGradComps(m.Shape); k++ {
				addr = append(addr, f32(o.Grad+k))
			}
		}
		addr = append(addr, s.sampleCoords(v, cube)...)
		if o.LOD >= 0 && !lz {
			addr = append(addr, f32(o.LOD))
		}
		if o.Clamp >= 0 {
			addr = append(addr, f32(o.Clamp))
		}
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
	switch {
	case lz:
		name += "_lz"
	case o.LOD >= 0:
		name += "_l"
	}
	if o.Clamp >= 0 {
		name += "_cl"
	}
	if o.Offset >= 0 {
		name += "_o"
	}
	dmask, n := mask, bits.OnesCount(uint(mask))
	index := func(c int) int { return bits.OnesCount(uint(mask & (1<<c - 1))) }
	switch {
	case v.Op == ir.OpTexGather:
		dmask, n = 1<<a.Channel(), 4
		index = func(c int) int { return c }
	case a.Has(ir.SampleQueryLOD):
		// the clamped LOD, then the unclamped one
		dmask, n = 3, 2
		index = func(c int) int { return c }
	case a.Has(ir.SampleCompare):
		dmask, n = 1, 1
		index = func(int) int { return 0 }
	}
	r := s.f.NewVReg(mir.VGPR, n)
	flags := ""
	if a16 {
		flags = " a16"
	}
	if m.Shape.IsArray() {
		flags += " da"
	}
	s.asm("%s %s, %s, %s, %s dmask:0x%x%s", name, r, s.vgprTupleOf(name, addr), s.descOf(v), s.samplerDescOf(v), dmask, flags)
	for _, w := range group {
		part := sub(r, index(ir.SampleAux(w.Aux).Comp()))
		if w == v {
			s.def(v, part)
		} else {
			s.texParts[w] = part
		}
	}
}

// sampleA16 returns the address operands of a sample after its offsets,
// bias and reference (nDwords of them) in the a16 layout, when every
// operand a16 narrows is an f16 value widened to f32 (an fpext of an f16,
// or a constant f16 holds exactly) and the packed address needs fewer
// VGPRs. gfx9's a16 (no G16) narrows the derivatives, the coordinates,
// the LOD and the clamp together; they are then packed two to a VGPR, low
// half first: d/dx's components, then d/dy's from a fresh VGPR, then the
// coordinates followed by the LOD or the clamp. The offsets and the
// reference stay 32-bit; a bias stays in its own VGPR but as an f16 in
// the low half (what RADV's ACO emits for gfx9: the bias VGPR is a 16-bit
// load's result; LLVM 19 lowers a half bias alike), so a16 needs an f16
// bias too. Not for cubes, whose face coordinates are f32 arithmetic. An array's layer is
// rounded with v_rndne_f16 (the same integer as v_rndne_f32: the value is
// an f16).
func (s *selector) sampleA16(v *ir.Value, name string, o ir.SampleOperands, lz bool, nDwords int) ([]gfx9.Value, bool) {
	m := v.Mem
	if m.Shape.IsCube() || o.Bias >= 0 && s.f16Source(v.Args[o.Bias]) == nil {
		return nil, false
	}
	narrow := func(at, n int) ([]*ir.Value, bool) {
		var hs []*ir.Value
		for k := at; k < at+n; k++ {
			h := s.f16Source(v.Args[k])
			if h == nil {
				return nil, false
			}
			hs = append(hs, h)
		}
		return hs, true
	}
	nGrad := 0
	var dx, dy []*ir.Value
	ok1, ok2 := true, true
	if o.Grad >= 0 {
		nGrad = ir.SampleGradComps(m.Shape)
		dx, ok1 = narrow(o.Grad, nGrad)
		dy, ok2 = narrow(o.Grad+nGrad, nGrad)
	}
	coords, ok3 := narrow(0, ir.SampleCoords(m.Shape))
	var last []*ir.Value
	ok4 := true
	switch {
	case o.LOD >= 0 && !lz:
		last, ok4 = narrow(o.LOD, 1)
	case o.Clamp >= 0:
		last, ok4 = narrow(o.Clamp, 1)
	}
	if !ok1 || !ok2 || !ok3 || !ok4 {
		return nil, false
	}
	halves := len(coords) + len(last)
	wide := nDwords + 2*nGrad + halves
	packed := nDwords + 2*((nGrad+1)/2) + (halves+1)/2
	if tupleWidth(name, packed) >= tupleWidth(name, wide) {
		return nil, false
	}
	type half struct {
		r  gfx9.Value
		hi bool
	}
	get := func(h *ir.Value) half {
		r, hi := s.halfReg(h, v)
		return half{r, hi}
	}
	var hs []half
	for _, h := range coords {
		hs = append(hs, get(h))
	}
	if m.Shape.IsArray() {
		l := &hs[len(hs)-1]
		src := l.r
		if l.hi {
			src = s.vgpr()
			s.asm("v_lshrrev_b32_e32 %s, 16, %s", src, l.r)
		}
		r := s.vgpr()
		s.asm("v_rndne_f16_e32 %s, %s", r, src)
		*l = half{r, false}
	}
	for _, h := range last {
		hs = append(hs, get(h))
	}
	// pairs packs halves two to a VGPR (a lone last half in the low bits)
	pairs := func(hs []half) []gfx9.Value {
		var out []gfx9.Value
		for i := 0; i < len(hs); i += 2 {
			a := hs[i]
			if i+1 == len(hs) {
				out = append(out, s.lowHalfOf(a.r, a.hi))
				continue
			}
			out = append(out, s.permHalves(a.r, a.hi, hs[i+1].r, hs[i+1].hi))
		}
		return out
	}
	var tail []gfx9.Value
	for _, g := range [][]*ir.Value{dx, dy} {
		var gh []half
		for _, h := range g {
			gh = append(gh, get(h))
		}
		tail = append(tail, pairs(gh)...)
	}
	return append(tail, pairs(hs)...), true
}

// lowHalf returns a VGPR whose low 16 bits hold f16 value h (the high
// bits are left as they are).
func (s *selector) lowHalf(h, v *ir.Value) gfx9.Value {
	return s.lowHalfOf(s.halfReg(h, v))
}

// lowHalfOf moves the half of r that hi names to the low bits of a VGPR.
func (s *selector) lowHalfOf(r gfx9.Value, hi bool) gfx9.Value {
	if !hi {
		return r
	}
	t := s.vgpr()
	s.asm("v_lshrrev_b32_e32 %s, 16, %s", t, r)
	return t
}

// f16Source returns the f16 value an f32 operand widens exactly (the
// operand of an fpext from f16, or an f16 constant of the same value), or
// nil.
func (s *selector) f16Source(x *ir.Value) *ir.Value {
	switch {
	case isF16ToF32(x):
		return x.Args[0]
	case x.Op == ir.OpConst && x.Type == ir.F32:
		f := math.Float32frombits(uint32(x.Bits()))
		h := texfilter.F32ToF16(f)
		if math.Float32bits(texfilter.F16ToF32(h)) == math.Float32bits(f) {
			return s.fn.Const(ir.F16, uint64(h))
		}
	}
	return nil
}

// tupleWidth is the number of VGPRs an address of n dwords occupies in
// the named instruction: the smallest width its table entry allows.
func tupleWidth(name string, n int) int {
	if in := gfx9.Lookup(name); in != nil {
		sizes := in.Forms[0].VAddrSizes
		for n < 32 && sizes&(1<<n) == 0 {
			n++
		}
	}
	return n
}

// vgprTupleOf copies an instruction's address operands into consecutive
// VGPRs, padded with zeros up to the smallest address width the
// instruction's table entry allows (the hardware reads the operands it
// needs; llvm-mc accepts only some tuple widths).
func (s *selector) vgprTupleOf(name string, ops []gfx9.Value) gfx9.Value {
	n := tupleWidth(name, len(ops))
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

// cubeFace is a cube sample's direction projected onto its face: the
// v_cubema_f32 and v_cubeid_f32 values, r = 1/|ma| and the face
// coordinates before their offset, s0 = sc*r and t0 = tc*r.
type cubeFace struct{ ma, id, r, s0, t0 gfx9.Value }

// cubeProject projects a cube sample's direction (its first three
// operands) onto its face as texfilter.CubeCoords defines it.
func (s *selector) cubeProject(v *ir.Value) *cubeFace {
	x, y, z := s.src(v.Args[0], v), s.src(v.Args[1], v), s.src(v.Args[2], v)
	sc, tc := s.vgpr(), s.vgpr()
	c := &cubeFace{ma: s.vgpr(), id: s.vgpr(), r: s.vgpr(), s0: s.vgpr(), t0: s.vgpr()}
	s.asm("v_cubesc_f32 %s, %s, %s, %s", sc, x, y, z)
	s.asm("v_cubetc_f32 %s, %s, %s, %s", tc, x, y, z)
	s.asm("v_cubema_f32 %s, %s, %s, %s", c.ma, x, y, z)
	s.asm("v_cubeid_f32 %s, %s, %s, %s", c.id, x, y, z)
	s.asm("v_rcp_f32_e64 %s, |%s|", c.r, c.ma)
	s.asm("v_mul_f32_e32 %s, %s, %s", c.s0, sc, c.r)
	s.asm("v_mul_f32_e32 %s, %s, %s", c.t0, tc, c.r)
	return c
}

// cubeGrads returns a cube sample's derivative operands (d/dx of s and t,
// then d/dy), the direction's derivatives at operand at turned into
// derivatives of the face coordinates, as texfilter.CubeCoordsGrad
// defines them (and RADV computes them): each derivative vector's
// components along the face's s, t and major axes, selected by the face id
// and the sign of ma (v_cndmask_b32; the sign changes are multiplications
// by ±1), then ds = dsc*r - (2|dmajor|*r)*s0 and the same for t. The
// texture unit takes only face-space derivatives for cubes.
func (s *selector) cubeGrads(v *ir.Value, at int, c *cubeFace) []gfx9.Value {
	// per lane: the face's axis (isZ: id >= 4; isY: 2 <= id < 4) and the
	// signs of sc and tc along the selected components
	pos, isZ, geY, isY := s.mask(), s.mask(), s.mask(), s.mask()
	s.asm("v_cmp_le_f32_e64 %s, 0, %s", pos, c.ma)
	s.asm("v_cmp_le_f32_e64 %s, 4.0, %s", isZ, c.id)
	s.asm("v_cmp_le_f32_e64 %s, 2.0, %s", geY, c.id)
	s.asm("s_andn2_b64 %s, %s, %s", isY, geY, isZ)
	sgn, neg, scSign, tcSign := s.vgpr(), s.vgpr(), s.vgpr(), s.vgpr()
	s.asm("v_cndmask_b32_e64 %s, -1.0, 1.0, %s", sgn, pos)
	s.asm("v_cndmask_b32_e64 %s, 1.0, -1.0, %s", neg, pos)
	// sc's sign: ±X -sgn, ±Y 1, ±Z sgn; tc's: ±Y sgn, else -1
	t := s.vgpr()
	s.asm("v_cndmask_b32_e64 %s, %s, %s, %s", t, neg, sgn, isZ)
	s.asm("v_cndmask_b32_e64 %s, %s, 1.0, %s", scSign, t, isY)
	s.asm("v_cndmask_b32_e64 %s, -1.0, %s, %s", tcSign, sgn, isY)
	n := ir.SampleGradComps(v.Mem.Shape)
	var out []gfx9.Value
	for k := 0; k < 2; k++ {
		dx, dy, dz := s.src(v.Args[at+k*n], v), s.src(v.Args[at+k*n+1], v), s.src(v.Args[at+k*n+2], v)
		a, b, m0, m, dsc, dtc, m2, q := s.vgpr(), s.vgpr(), s.vgpr(), s.vgpr(), s.vgpr(), s.vgpr(), s.vgpr(), s.vgpr()
		s.asm("v_cndmask_b32_e64 %s, %s, %s, %s", a, dz, dx, geY) // sc's component: x unless on ±X
		s.asm("v_mul_f32_e32 %s, %s, %s", dsc, a, scSign)
		s.asm("v_cndmask_b32_e64 %s, %s, %s, %s", b, dy, dz, isY) // tc's: z on ±Y, else y
		s.asm("v_mul_f32_e32 %s, %s, %s", dtc, b, tcSign)
		s.asm("v_cndmask_b32_e64 %s, %s, %s, %s", m0, dx, dy, geY) // the major axis'
		s.asm("v_cndmask_b32_e64 %s, %s, %s, %s", m, m0, dz, isZ)
		s.asm("v_mul_f32_e64 %s, 2.0, |%s|", m2, m)
		s.asm("v_mul_f32_e32 %s, %s, %s", q, m2, c.r)
		for _, p := range [][2]gfx9.Value{{dsc, c.s0}, {dtc, c.t0}} {
			u, w, d := s.vgpr(), s.vgpr(), s.vgpr()
			s.asm("v_mul_f32_e32 %s, %s, %s", u, p[0], c.r)
			s.asm("v_mul_f32_e32 %s, %s, %s", w, q, p[1])
			s.asm("v_sub_f32_e32 %s, %s, %s", d, u, w)
			out = append(out, d)
		}
	}
	return out
}

// sampleCoords returns the coordinate operands of a sample: as they are,
// an array's layer rounded to nearest even, a cube's face coordinates
// (from cube, its projection) and face id.
func (s *selector) sampleCoords(v *ir.Value, cube *cubeFace) []gfx9.Value {
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
		fs, ft := s.vgpr(), s.vgpr()
		s.asm("v_add_f32_e32 %s, 1.5, %s", fs, cube.s0)
		s.asm("v_add_f32_e32 %s, 1.5, %s", ft, cube.t0)
		face := cube.id
		if m.Shape == runspec.ShapeCubeArray {
			// 8*layer + face: exact in f32 for any layer a T# holds; a
			// constant layer folds (VOP2 takes a constant only in src0)
			face = s.vgpr()
			if a := v.Args[3]; a.Op == ir.OpConst {
				c := 8 * math.RoundToEven(float64(math.Float32frombits(uint32(a.Bits()))))
				s.asm("v_add_f32_e32 %s, %s, %s", face, s.constant(s.fn.Const(ir.F32, uint64(math.Float32bits(float32(c))))), cube.id)
			} else {
				t := s.vgpr()
				s.asm("v_mul_f32_e32 %s, 0x41000000, %s", t, rndne(a))
				s.asm("v_add_f32_e32 %s, %s, %s", face, t, cube.id)
			}
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
	s.asm("image_get_resinfo %s, %s, %s dmask:0x%x%s", r, s.reg(v.Args[0], v), s.descOf(v), 1<<v.Aux, imageFlags(v.Mem, false))
	s.def(v, r)
}
