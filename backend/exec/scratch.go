package exec

import (
	"strings"

	"hlslc/backend/gfx9"
)

// Private (scratch) memory, per the AMDHSA ABI. Each worker owns a scratch
// region with room for the waves of one workgroup; a wave's private
// segment starts at the region base plus its private segment wavefront
// offset (system SGPR). The wave is given:
//   - the private segment buffer V# (user SGPRs): base = the region, a
//     swizzled descriptor (ADD_TID_ENABLE, index stride 64, element size
//     4), num_records 0xffffffff — MUBUF code adds the wavefront offset as
//     soffset or to the base;
//   - flat scratch init (user SGPRs): the region base, which the prologue
//     adds to the wavefront offset and moves into FLAT_SCRATCH;
//   - private segment size (user SGPR): the per-work-item size.
// Memory is interleaved by dword across the 64 lanes, however it is
// reached (MUBUF with the V#, scratch_* instructions, flat instructions in
// the private aperture): byte p of lane l's private memory is at
// base + (p/4)*256 + l*4 + p%4.

// scratchWaveBytes is the scratch a wave needs: the per-work-item size
// for 64 lanes, in the hardware's 1 KiB granules.
func scratchWaveBytes(perItem uint32) uint64 {
	return (uint64(perItem)*64 + 1023) &^ 1023
}

// privateDescriptor is the private segment buffer V# for a region base.
func privateDescriptor(base uint64) [4]uint32 {
	const (
		addTID      = 1 << 23
		indexStride = 3 << 21 // 64
		elemSize    = 1 << 19 // 4 bytes
		dataFormat  = 4 << 15 // 32
	)
	return [4]uint32{uint32(base), uint32(base>>32) & 0xffff, 0xffffffff, addTID | indexStride | elemSize | dataFormat}
}

// swizzledLaneAddr is the byte address of private byte p of lane l for a
// wave whose scratch starts at base.
func swizzledLaneAddr(base, p uint64, l int) uint64 {
	return base + (p>>2)*256 + uint64(l)*4 + p&3
}

// privateLane performs one lane's private load or store of acc at private
// offset p in the wave scratch at base, one dword piece at a time (the
// pieces of a multi-dword access are 256 bytes apart).
func (w *wave) privateLane(d *dinst, acc *memAccess, l int, base, p uint64, reg int) error {
	n := acc.size()
	if limit := uint64(w.prog.KD.PrivateSegmentFixedSize); p+uint64(n) > limit {
		return w.laneErr(KindFault, d, l, p, "private (scratch) access at offset %#x (%d bytes) beyond the kernel's private segment of %d bytes per work-item", p, n, limit)
	}
	var buf [16]byte
	if acc.store {
		w.storeLane(acc, reg, l, buf[:])
	}
	for i := 0; i < n; {
		q := p + uint64(i)
		chunk := min(4-int(q&3), n-i)
		a := swizzledLaneAddr(base, q, l)
		b, ok := w.mem.slice(a, chunk)
		if !ok {
			return w.laneErr(KindFault, d, l, a, "private (scratch) access at offset %#x: address %#x is outside the wave's scratch (%s); is FLAT_SCRATCH set up?", q, a, w.mem.describe(a))
		}
		if acc.store {
			storeShared(b, buf[i:i+chunk])
		} else {
			loadShared(buf[i:i+chunk], b)
		}
		i += chunk
	}
	if acc.load {
		w.loadLane(acc, reg, l, buf[:])
	}
	return nil
}

// scratchFactory runs scratch_* loads and stores: the private offset of a
// lane is vaddr (or the SGPR saddr) plus the instruction offset; the wave's
// scratch base is FLAT_SCRATCH.
func scratchFactory(name string) (factory, bool) {
	rest, ok := strings.CutPrefix(name, "scratch_")
	if !ok {
		return nil, false
	}
	acc, ok := parseAccess(rest, nil)
	if !ok || !acc.load && !acc.store {
		return nil, false
	}
	return func(in *gfx9.Instr) (execFn, error) {
		addrK, dataK, dstK, saddrK := opIndex(in, gfx9.FieldAddr), opIndex(in, gfx9.FieldData0), opIndex(in, gfx9.FieldVDst), opIndex(in, gfx9.FieldSAddr)
		off := int64(in.Mods.Offset)
		reg := dataK
		if acc.load {
			reg = dstK
		}
		return func(w *wave, d *dinst) error {
			base := uint64(w.s[gfx9.CodeFlatScratchLo]) | uint64(w.s[gfx9.CodeFlatScratchLo+1])<<32
			var sOff uint64
			useS := saddrK >= 0 && d.ops[saddrK].kind == okSGPR
			if useS {
				sOff = w.scalar(&d.ops[saddrK]) & 0xffffffff
			}
			useV := addrK >= 0 && d.ops[addrK].kind == okVGPR
			exec := w.exec()
			r := int(d.ops[reg].code)
			for l := 0; l < 64; l++ {
				if exec>>l&1 == 0 {
					continue
				}
				p := sOff
				if useV {
					p += uint64(w.v[int(d.ops[addrK].code)*64+l])
				}
				p = uint64(uint32(int64(p) + off))
				if err := w.privateLane(d, &acc, l, base, p, r); err != nil {
					return err
				}
			}
			return nil
		}, nil
	}, true
}
