package backend

import (
	"math/bits"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
	"hlslc/ir"
	"hlslc/ir/runspec"
)

// Typed buffers and textures (docs/abi.md): a typed buffer's V# carries its
// element format, stride and element count, and is accessed with
// buffer_load/store_format_* idxen; a texture's 32-byte T# describes a
// linear image accessed with image_load(_mip) and image_store. The
// hardware converts formats and bounds-checks each access (out-of-range
// loads return 0, stores are dropped: D3D's rules).

// kernargLayout places the resources' descriptors in the kernel arguments.
func kernargLayout(res []*ir.Memory) (offsets []int, size int) {
	rs := make([]runspec.Resource, len(res))
	for i, r := range res {
		rs[i] = r.RunSpec()
	}
	return runspec.KernargLayout(rs)
}

// isTexture reports whether m is a texture (with a T#).
func isTexture(m *ir.Memory) bool { return m.Kind == ir.MemTyped && m.Shape.IsTexture() }

// formatSuffix names the components of buffer_*_format_*.
var formatSuffix = [...]string{1: "x", 2: "xy", 3: "xyz", 4: "xyzw"}

// vgprTuple copies vals into consecutive VGPRs (one VGPR: no copy needed
// when the value already is in one).
func (s *selector) vgprTuple(vals []*ir.Value, user *ir.Value) gfx9.Value {
	if len(vals) == 1 {
		return s.reg(vals[0], user)
	}
	r := s.f.NewVReg(mir.VGPR, len(vals))
	for i, a := range vals {
		s.asm("v_mov_b32_e32 %s, %s", sub(r, i), s.use(a, user))
	}
	return r
}

// imageAddress returns the address VGPRs of an image access, whether it
// names a mip level (a constant mip level 0 is dropped: image_load) and
// its modifiers (imageFlags). A multisampled texture's sample index
// follows the coordinates (the FRAGID address component; no FMASK, so it
// is the sample itself). When every address component is a 16-bit
// unsigned value (a zext of an i16, or a constant below 2^16) and there
// are at least two, they go as a16 addresses, two to a VGPR (low half
// first): gfx9's a16 makes every address component of an image access
// without a sampler a 16-bit unsigned integer, which holds any coordinate
// a T# can address (dimensions up to 16384).
func (s *selector) imageAddress(v *ir.Value, n int) (gfx9.Value, bool, string) {
	args := v.Args[:n]
	mip := false
	switch {
	case v.Mem.SampleArg():
		args = v.Args[:n+1]
	case v.Op == ir.OpTexLoad && v.Mem.MipArg():
		if m := v.Args[n]; m.Op != ir.OpConst || m.Bits() != 0 {
			mip, args = true, v.Args[:n+1]
		}
	}
	if halves, ok := s.u16Sources(args); ok && len(args) > 1 {
		var packed []gfx9.Value
		for i := 0; i < len(halves); i += 2 {
			ra, ha := s.halfReg(halves[i], v)
			switch {
			case i+1 < len(halves):
				rb, hb := s.halfReg(halves[i+1], v)
				packed = append(packed, s.permHalves(ra, ha, rb, hb))
			case ha:
				r := s.vgpr()
				s.asm("v_lshrrev_b32_e32 %s, 16, %s", r, ra)
				packed = append(packed, r)
			default:
				packed = append(packed, ra)
			}
		}
		r := s.f.NewVReg(mir.VGPR, len(packed))
		for i, p := range packed {
			s.asm("v_mov_b32_e32 %s, %s", sub(r, i), p)
		}
		return r, mip, imageFlags(v.Mem, true)
	}
	return s.vgprTuple(args, v), mip, imageFlags(v.Mem, false)
}

// u16Sources returns the i16 values that the i32 operands args are zero
// extensions of (constants below 2^16 included), or false.
func (s *selector) u16Sources(args []*ir.Value) ([]*ir.Value, bool) {
	var out []*ir.Value
	for _, a := range args {
		switch {
		case a.Op == ir.OpZExt && a.Type == ir.I32 && a.Args[0].Type == ir.I16:
			out = append(out, a.Args[0])
		case a.Op == ir.OpConst && a.Type == ir.I32 && a.Bits() <= 0xffff:
			out = append(out, s.fn.Const(ir.I16, a.Bits()))
		default:
			return nil, false
		}
	}
	return out, true
}

// imageFlags are the modifiers of an image access of m: integer
// coordinates (unorm), 16-bit addresses (a16) and, for arrays, the layer
// coordinate (da).
func imageFlags(m *ir.Memory, a16 bool) string {
	f := " unorm"
	if a16 {
		f += " a16"
	}
	if m.Shape.IsArray() {
		f += " da"
	}
	return f
}

// texLoad selects a texload together with the texloads of the element's
// other components that follow it in the block before any memory write:
// one load moves all the components the program reads.
func (s *selector) texLoad(v *ir.Value) {
	if r, ok := s.texParts[v]; ok {
		s.def(v, r)
		return
	}
	group := []*ir.Value{v}
	mask := 1 << v.Aux
	b := v.Block
	i := 0
	for b.Instrs[i] != v {
		i++
	}
	for _, w := range b.Instrs[i+1:] {
		if w.Op.Is(ir.FlagMemWrite) {
			break
		}
		if w.Op == ir.OpTexLoad && w.Mem == v.Mem && sameArgs(w, v) {
			group = append(group, w)
			mask |= 1 << w.Aux
		}
	}
	m := v.Mem
	var r gfx9.Value
	index := func(c int) int { return c }
	if !m.Shape.IsTexture() {
		n := bits.Len(uint(mask))
		r = s.f.NewVReg(mir.VGPR, n)
		s.asm("buffer_load_format_%s %s, %s, %s, 0 idxen%s", formatSuffix[n], r, s.reg(v.Args[0], v), s.descOf(v), coherent(m))
	} else {
		n := bits.OnesCount(uint(mask))
		r = s.f.NewVReg(mir.VGPR, n)
		addr, mip, flags := s.imageAddress(v, m.Shape.Coords())
		op := "image_load"
		if mip {
			op = "image_load_mip"
		}
		s.asm("%s %s, %s, %s dmask:0x%x%s%s", op, r, addr, s.descOf(v), mask, flags, coherent(m))
		index = func(c int) int { return bits.OnesCount(uint(mask & (1<<c - 1))) }
	}
	for _, w := range group {
		part := sub(r, index(int(w.Aux)))
		if w == v {
			s.def(v, part)
		} else {
			s.texParts[w] = part
		}
	}
}

func sameArgs(a, b *ir.Value) bool {
	if len(a.Args) != len(b.Args) {
		return false
	}
	for i := range a.Args {
		if a.Args[i] != b.Args[i] {
			return false
		}
	}
	return true
}

// texStore writes a whole element.
func (s *selector) texStore(v *ir.Value) {
	m := v.Mem
	n := m.Shape.Coords()
	data := s.vgprTuple(ir.OwnArgs(v)[n:], v)
	if !m.Shape.IsTexture() {
		s.asm("buffer_store_format_%s %s, %s, %s, 0 idxen%s", formatSuffix[m.Texel.StorageComps()], data, s.reg(v.Args[0], v), s.descOf(v), coherent(m))
		return
	}
	addr, _, flags := s.imageAddress(v, n)
	s.asm("image_store %s, %s, %s dmask:0x%x%s%s", data, addr, s.descOf(v), 1<<m.Texel.StorageComps()-1, flags, coherent(m))
}

// resDim reads a resource's extent from its descriptor: num_records of a
// V# (bytes, or elements of a typed buffer), or the size-1 fields of a T#
// (gfx9.ImageResource: WIDTH and HEIGHT in dword 2, DEPTH in dword 4), or
// a multisampled T#'s samples.
func (s *selector) resDim(v *ir.Value) {
	d := s.descOf(v)
	r := s.newReg(v)
	scalar := s.isSGPR(r)
	if !isTexture(v.Mem) {
		if scalar {
			s.asm("s_mov_b32 %s, %s", r, sub(d, 2))
		} else {
			s.asm("v_mov_b32_e32 %s, %s", r, sub(d, 2))
		}
		s.def(v, r)
		return
	}
	if v.Aux == 3 {
		// samples per texel: 1 << LAST_LEVEL (dword 3, bits 16-19) of an
		// MSAA T# (gfx9.ImageResource.Samples)
		if scalar {
			s.asm("s_bfe_u32 %s, %s, 0x%x", r, sub(d, 3), gfx9.ScalarBFEOperand(16, 4))
			s.asm("s_lshl_b32 %s, 1, %s", r, r)
		} else {
			s.asm("v_bfe_u32 %s, %s, 16, 4", r, sub(d, 3))
			s.asm("v_lshlrev_b32_e64 %s, %s, 1", r, r)
		}
		s.def(v, r)
		return
	}
	field := [3]struct {
		dword         int
		offset, width uint32
	}{{2, 0, 14}, {2, 14, 14}, {4, 0, 13}}[v.Aux]
	if scalar {
		s.asm("s_bfe_u32 %s, %s, 0x%x", r, sub(d, field.dword), gfx9.ScalarBFEOperand(field.offset, field.width))
		s.asm("s_add_u32 %s, %s, 1", r, r)
	} else {
		s.asm("v_bfe_u32 %s, %s, %d, %d", r, sub(d, field.dword), field.offset, field.width)
		s.asm("v_add_u32_e32 %s, 1, %s", r, r)
	}
	s.def(v, r)
}

// descOf is the descriptor of the resource memory instruction v accesses:
// loaded once from the kernel arguments (s.desc), or, for a view of
// descriptor heap entries, loaded here from the heap (heapDesc).
func (s *selector) descOf(v *ir.Value) gfx9.Value {
	if v.Mem.Heap == nil {
		return s.desc[v.Mem]
	}
	return s.heapDesc(v, v.Mem, ir.HeapIndex(v))
}

// samplerDescOf is the S# of the sampler a texsample or texgather uses.
func (s *selector) samplerDescOf(v *ir.Value) gfx9.Value {
	if v.Sampler.Heap == nil {
		return s.desc[v.Sampler]
	}
	return s.heapDesc(v, v.Sampler, ir.SamplerHeapIndex(v))
}

// heapDesc loads the descriptor of the entry idx (a wave-uniform operand of
// v) of view m's heap from the heap's descriptor array, at idx times
// ir.HeapStride, with s_buffer_load (the scalar load RADV's ACO uses for
// descriptors in memory): 8 dwords for a texture's T#, 4 for a V# or S#;
// for a view of hidden counters the V# ir.HeapCounterOffset bytes further.
//
// A descriptor loaded earlier in the same machine block for the same heap
// entry and size is reused (GetDimensions(w, h), or a load and a store of
// one resource, load it once): it dominates the access, the heap's
// descriptors do not change during the dispatch, and within one block EXEC
// is fixed, so a wave-uniform index reads the same entry.
func (s *selector) heapDesc(v *ir.Value, m *ir.Memory, idx *ir.Value) gfx9.Value {
	heap := s.desc[m.Heap]
	n, at := 4, uint64(0)
	if isTexture(m) {
		n = 8
	}
	if m.Counter {
		at = ir.HeapCounterOffset
	}
	key := heapDescKey{blk: s.cur, heap: m.Heap, n: n, at: at, idx: idx}
	if idx.Op == ir.OpConst {
		key.idx, key.constIdx = nil, uint32(idx.Bits())
	}
	if d, ok := s.heapDescs[key]; ok && s.cur != nil {
		return d
	}
	d := s.f.NewVReg(mir.SGPR, n)
	if s.cur != nil {
		s.heapDescs[key] = d
	}
	if idx.Op == ir.OpConst && uint64(uint32(idx.Bits()))*ir.HeapStride+at <= 0xfffff {
		s.asm("s_buffer_load_dwordx%d %s, %s, 0x%x", n, d, heap, uint64(uint32(idx.Bits()))*ir.HeapStride+at)
		return d
	}
	off := s.sgpr()
	s.asm("s_lshl_b32 %s, %s, %d", off, s.sreg(idx, v), bits.TrailingZeros(ir.HeapStride))
	if at != 0 {
		// the entry's offset has its low bits clear
		entry := off
		off = s.sgpr()
		s.asm("s_or_b32 %s, %s, 0x%x", off, entry, at)
	}
	s.asm("s_buffer_load_dwordx%d %s, %s, %s", n, d, heap, off)
	return d
}

// heapDescKey names a descriptor loaded from a heap in one machine block:
// the entry is an index value, or a constant (idx nil); at is the
// descriptor's offset in the entry.
type heapDescKey struct {
	blk      *mir.Block
	heap     *ir.Memory
	n        int
	at       uint64
	idx      *ir.Value
	constIdx uint32
}

// loadDescriptor loads resource k's descriptor from the kernel arguments.
func (s *selector) loadDescriptor(r *ir.Memory, off int) gfx9.Value {
	if isTexture(r) {
		d := s.f.NewVReg(mir.SGPR, 8)
		s.asm("s_load_dwordx8 %s, s[%d:%d], 0x%x", d, s.info.kernargSGPR, s.info.kernargSGPR+1, off)
		return d
	}
	d := s.sgprQuad()
	s.asm("s_load_dwordx4 %s, s[%d:%d], 0x%x", d, s.info.kernargSGPR, s.info.kernargSGPR+1, off)
	return d
}

// texAtomic selects an atomic on a typed buffer element (buffer_atomic_*
// idxen: the V#'s stride scales the index; atomics ignore the format) or a
// texel (image_atomic_*, dmask 1). A 64-bit atomic (SM 6.6, on elements
// stored as R32G32_UINT) is buffer_atomic_*_x2, or image_atomic_* with
// dmask 0x3, the data a register pair. The old value returns (glc) only
// when the program reads it; the data registers receive it.
func (s *selector) texAtomic(v *ir.Value) {
	m := v.Mem
	n := m.Shape.Coords()
	op := bufferAtomic[ir.AtomicOp(v.Aux)]
	ret := s.resultUsed(v)
	w := 1 // registers per value
	x2 := ""
	if v.Type == ir.I64 {
		w, x2 = 2, "_x2"
	}
	glc := ""
	var data gfx9.Value
	if ir.AtomicOp(v.Aux) == ir.AtomicCmpXchg {
		// the new value, then the compare value; the old value returns in
		// the first half
		data = s.f.NewVReg(mir.VGPR, 2*w)
		for k := 0; k < w; k++ {
			s.asm("v_mov_b32_e32 %s, %s", sub(data, k), s.halvesOrSelfHalf(v.Args[n+1], v, k))
			s.asm("v_mov_b32_e32 %s, %s", sub(data, w+k), s.halvesOrSelfHalf(v.Args[n], v, k))
		}
	} else {
		data = s.reg(v.Args[n], v)
	}
	if ret {
		glc = " glc"
		if ir.AtomicOp(v.Aux) != ir.AtomicCmpXchg {
			// the returned value overwrites the data registers
			r := s.f.NewVReg(mir.VGPR, w)
			s.move(r, s.use(v.Args[n], v))
			data = r
		}
	}
	if !m.Shape.IsTexture() {
		s.asm("buffer_atomic_%s%s %s, %s, %s, 0 idxen%s", op, x2, data, s.reg(v.Args[0], v), s.descOf(v), glc)
	} else {
		addr, _, flags := s.imageAddress(v, n)
		// dmask covers the data dwords: 1 or 2, doubled for cmpswap's pair
		dmask := 1<<w - 1
		if ir.AtomicOp(v.Aux) == ir.AtomicCmpXchg {
			dmask = 1<<(2*w) - 1
		}
		s.asm("image_atomic_%s %s, %s, %s dmask:0x%x%s%s", op, data, addr, s.descOf(v), dmask, flags, glc)
	}
	if ret {
		if w == 1 {
			s.def(v, sub(data, 0))
			return
		}
		r := s.f.NewVReg(mir.VGPR, 2)
		s.asm("v_mov_b32_e32 %s, %s", sub(r, 0), sub(data, 0))
		s.asm("v_mov_b32_e32 %s, %s", sub(r, 1), sub(data, 1))
		s.def(v, r)
	}
}
