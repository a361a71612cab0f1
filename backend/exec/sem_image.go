package exec

import (
	"fmt"
	"strings"

	"hlslc/backend/gfx9"
)

// imageOps finds the semantics of the typed-buffer (MUBUF *_format_*,
// MTBUF) and image (MIMG) instructions, which convert between a resource's
// data format and register values (format.go).
func imageOps(name string) (factory, bool) {
	if rest, ok := strings.CutPrefix(name, "buffer_"); ok {
		if acc, ok := parseFormatAccess(rest); ok {
			return typedBufferFactory(acc, nil), true
		}
		return nil, false
	}
	if rest, ok := strings.CutPrefix(name, "tbuffer_"); ok {
		if acc, ok := parseFormatAccess(rest); ok {
			return typedBufferFactory(acc, mtbufFormat), true
		}
		return nil, false
	}
	if rest, ok := strings.CutPrefix(name, "image_"); ok {
		return imageFactory(name, rest)
	}
	return nil, false
}

// fmtAccess is the data movement of a format load or store: comps
// components, as 32-bit registers or (d16) packed halves.
type fmtAccess struct {
	load  bool
	comps int
	d16   bool
	d16hi bool // one component in the high half
}

// parseFormatAccess decodes "load_format_xyz", "store_format_d16_hi_x", ….
func parseFormatAccess(s string) (fmtAccess, bool) {
	var a fmtAccess
	switch {
	case strings.HasPrefix(s, "load_format_"):
		a.load = true
		s = strings.TrimPrefix(s, "load_format_")
	case strings.HasPrefix(s, "store_format_"):
		s = strings.TrimPrefix(s, "store_format_")
	default:
		return a, false
	}
	if r, ok := strings.CutPrefix(s, "d16_hi_"); ok {
		a.d16, a.d16hi, s = true, true, r
	} else if r, ok := strings.CutPrefix(s, "d16_"); ok {
		a.d16, s = true, r
	}
	a.comps = map[string]int{"x": 1, "xy": 2, "xyz": 3, "xyzw": 4}[s]
	if a.comps == 0 || a.d16hi && a.comps != 1 {
		return a, false
	}
	return a, true
}

// readComps returns the first n store components of lane l from the
// registers at r: one per VGPR, or (d16) two halves per VGPR, converted to
// 32-bit register values of number format num.
func (w *wave) readComps(r, l, n int, d16, d16hi bool, num gfx9.NumFormat) [4]uint32 {
	var c [4]uint32
	for i := 0; i < n; i++ {
		if !d16 {
			c[i] = w.v[(r+i)*64+l]
			continue
		}
		v := w.v[(r+i/2)*64+l]
		if i%2 == 1 || d16hi {
			v >>= 16
		}
		c[i] = fromD16(num, v)
	}
	return c
}

// writeComps writes n load results to lane l of the registers at r (the
// d16 forms pack halves and keep the other half of a partly written VGPR).
func (w *wave) writeComps(r, l, n int, d16, d16hi bool, num gfx9.NumFormat, c [4]uint32) {
	for i := 0; i < n; i++ {
		if !d16 {
			w.v[(r+i)*64+l] = c[i]
			continue
		}
		p := &w.v[(r+i/2)*64+l]
		h := toD16(num, c[i])
		if i%2 == 1 || d16hi {
			*p = *p&0xffff | h<<16
		} else {
			*p = *p&0xffff0000 | h
		}
	}
}

// typedBufferFactory runs the MUBUF format instructions (the format from
// the V#) and the MTBUF ones (fmtOf gives the instruction's format; the
// V#'s destination selects still apply), with
// bufferFactory's addressing and range checking: the element is in range
// as a whole or not at all (ISA manual, "Range Checking"); out-of-range
// loads return 0 in every component, out-of-range stores are dropped.
func typedBufferFactory(acc fmtAccess, fmtOf func(*gfx9.Instr) (gfx9.Format, error)) factory {
	return func(in *gfx9.Instr) (execFn, error) {
		m := in.Mods
		if m.LDS {
			return nil, errUnsupportedMod("lds")
		}
		if m.TFE {
			return nil, errUnsupportedMod("tfe")
		}
		mtbuf := fmtOf != nil
		var fixed gfx9.Format
		if mtbuf {
			var err error
			if fixed, err = fmtOf(in); err != nil {
				return nil, err
			}
		}
		addrK, dataK, rsrcK, soffK := opIndex(in, gfx9.FieldAddr), opIndex(in, gfx9.FieldData0), opIndex(in, gfx9.FieldSRsrc), opIndex(in, gfx9.FieldSOffset)
		name := in.Inst.Name
		return func(w *wave, d *dinst) error {
			rc := d.ops[rsrcK].code
			res := gfx9.DecodeBufferDescriptor([4]uint32{w.s[rc], w.s[rc+1], w.s[rc+2], w.s[rc+3]})
			f := res.Format
			if mtbuf {
				f = fixed
			}
			if res.AddTID {
				return w.errorf(KindUnsupported, d, "%s: format access through a swizzled buffer descriptor (ADD_TID_ENABLE) is not modelled", name)
			}
			soff := w.scalar(&d.ops[soffK]) & 0xffffffff
			base := res.Base
			stride, numRecords := uint64(res.Stride), uint64(res.NumRecords)
			codec := newElementCodec(f, res.DstSel)
			var hint *Alloc
			exec := w.exec()
			r := int(d.ops[dataK].code)
			checked := false
			n := f.Bytes()
			for l := 0; l < 64; l++ {
				if exec>>l&1 == 0 {
					continue
				}
				var index, voff uint64
				if d.ops[addrK].kind == okVGPR {
					a := int(d.ops[addrK].code)
					if m.Idxen {
						index = uint64(w.v[a*64+l])
						a++
					}
					if m.Offen {
						voff = uint64(w.v[a*64+l])
					}
				}
				off := voff + uint64(m.Offset)
				if !bufferInRange(off, max(n, 1), index, numRecords, stride, m.Idxen) {
					if acc.load {
						w.writeComps(r, l, acc.comps, acc.d16, acc.d16hi, f.Num, [4]uint32{})
					}
					continue
				}
				if !checked {
					// in range: the format must be one the hardware knows
					if err := f.Validate(false); err != nil {
						src := "V#"
						if mtbuf {
							src = "instruction's"
						}
						return w.errorf(KindFault, d, "%s: the %s format: %v", name, src, err)
					}
					checked = true
				}
				addr := base + soff + index*stride + off
				b, ok := w.mem.sliceHint(&hint, addr, n)
				if !ok {
					return w.laneErr(KindFault, d, l, addr, "%s: buffer access at %#x (%d bytes) is inside the descriptor's range but outside every allocation (%s)", name, addr, n, w.mem.describe(addr))
				}
				if acc.load {
					w.writeComps(r, l, acc.comps, acc.d16, acc.d16hi, f.Num, codec.load(b))
				} else {
					codec.store(b, firstComps[:acc.comps], w.readComps(r, l, acc.comps, acc.d16, acc.d16hi, f.Num))
				}
			}
			return nil
		}, nil
	}
}

// mtbufFormat returns the format an MTBUF instruction names (its DFMT and
// NFMT fields).
func mtbufFormat(in *gfx9.Instr) (gfx9.Format, error) {
	f := gfx9.Format{Data: gfx9.DataFormat(in.Mods.DFmt), Num: gfx9.NumFormat(in.Mods.NFmt)}
	if err := f.Validate(false); err != nil {
		return f, fmt.Errorf("format:[%d,%d]: %v", in.Mods.DFmt, in.Mods.NFmt, err)
	}
	return f, nil
}

// imageKind is what an image instruction does.
type imageKind uint8

const (
	imgLoad imageKind = iota
	imgStore
	imgResinfo
	imgAtomic
	imgSample // sample, gather4, get_lod (sem_sample.go)
)

// imageFactory runs image_load, image_load_mip, image_store,
// image_store_mip, image_get_resinfo and image_atomic_* on linear images
// (T# SW_MODE 0), and the sampling instructions (sem_sample.go). The
// packed *_pck* forms have no semantics: the executor reports them by
// name.
func imageFactory(name, rest string) (factory, bool) {
	if v, ok := parseSampleVariant(rest); ok {
		return sampleFactory(v), true
	}
	var kind imageKind
	mip := false
	atomic := ""
	switch rest {
	case "load", "load_mip":
		kind, mip = imgLoad, rest == "load_mip"
	case "store", "store_mip":
		kind, mip = imgStore, rest == "store_mip"
	case "get_resinfo":
		kind = imgResinfo
	default:
		op, ok := strings.CutPrefix(rest, "atomic_")
		if !ok {
			return nil, false
		}
		if _, ok := atomicOps[op]; !ok {
			return nil, false
		}
		kind, atomic = imgAtomic, op
	}
	return func(in *gfx9.Instr) (execFn, error) {
		m := in.Mods
		if m.LWE {
			return nil, errUnsupportedMod("lwe")
		}
		if m.D16 && (kind == imgResinfo || kind == imgAtomic) {
			return nil, errUnsupportedMod("d16")
		}
		addrK, dataK, rsrcK := opIndex(in, gfx9.FieldAddr), opIndex(in, gfx9.FieldData0), opIndex(in, gfx9.FieldSRsrc)
		dmask := m.DMask & 15
		var comps []int // the element components dmask selects, in order
		for c := 0; c < 4; c++ {
			if dmask>>c&1 != 0 {
				comps = append(comps, c)
			}
		}
		// data dwords before the tfe status dword
		dataDwords := max(len(comps), 1)
		if m.D16 {
			dataDwords = (dataDwords + 1) / 2
		}
		// an atomic's data: one value (32 bits: dmask 0x1; 64 bits: 0x3),
		// two for cmpswap (the new value, then the compare value: 0x3 or
		// 0xf); a 64-bit atomic works on a two-dword element (R32G32)
		atomicDwords, valueDwords := 1, 1
		if kind == imgAtomic {
			pair := 1
			if atomic == "cmpswap" {
				pair = 2
			}
			switch dmask {
			case uint8(1<<pair - 1):
			case uint8(1<<(2*pair) - 1):
				valueDwords = 2
			default:
				return nil, fmt.Errorf("dmask:%#x: an image atomic%s takes dmask:%#x (32 bits) or %#x (64 bits)", dmask,
					map[bool]string{true: " cmpswap"}[atomic == "cmpswap"], 1<<pair-1, 1<<(2*pair)-1)
			}
			atomicDwords = pair * valueDwords
			dataDwords = atomicDwords
		}
		return func(w *wave, d *dinst) error {
			rc := d.ops[rsrcK].code
			var t [8]uint32
			copy(t[:], w.s[rc:rc+8])
			res := gfx9.DecodeImageDescriptor(t)
			if err := w.checkImage(d, in.Inst.Name, &res, kind); err != nil {
				return err
			}
			f := res.Format
			bpe := uint64(f.Bytes())
			levels := res.LinearLevels()
			ncoord := res.Type.Coords()
			if kind == imgResinfo {
				ncoord = 0
			}
			if mip || kind == imgResinfo {
				ncoord++
			}
			if res.Type.Multisampled() {
				if mip {
					return w.errorf(KindUnsupported, d, "%s: a multisampled image has no mip levels", in.Inst.Name)
				}
				ncoord++ // the sample index (FRAGID) after the coordinates
			}
			ar, dr := int(d.ops[addrK].code), int(d.ops[dataK].code)
			coord := func(l, k int) uint32 {
				if m.A16 {
					v := w.v[(ar+k/2)*64+l]
					if k%2 == 1 {
						v >>= 16
					}
					return v & 0xffff
				}
				return w.v[(ar+k)*64+l]
			}
			codec := newElementCodec(f, res.DstSel)
			var hint *Alloc
			exec := w.exec()
			var rot, flip int
			if kind == imgAtomic {
				rot, flip = w.atomicOrder()
			}
			for j := 0; j < 64; j++ {
				l := (j+rot)&63 ^ flip
				if exec>>l&1 == 0 {
					continue
				}
				if m.TFE {
					w.v[(dr+dataDwords)*64+l] = 0 // no fetch failure (no partially resident textures)
				}
				var c [4]uint32
				for k := 0; k < ncoord; k++ {
					c[k] = coord(l, k)
				}
				if kind == imgResinfo {
					w.writeImageComps(dr, l, comps, false, f.Num, resinfo(&res, c[0]))
					continue
				}
				level := uint64(res.BaseLevel)
				if mip {
					level += uint64(c[ncoord-1])
				}
				addr, ok := imageTexel(&res, levels, c, level)
				var b []byte
				if ok {
					if w.wg.watch != nil {
						w.noteTexel(d, addr, bpe)
					}
					if b, ok = w.mem.sliceHint(&hint, addr, int(bpe)); !ok {
						return w.laneErr(KindFault, d, l, addr, "%s: texel at %#x (%d bytes) is inside the image but outside every allocation (%s)", in.Inst.Name, addr, bpe, w.mem.describe(addr))
					}
				}
				switch kind {
				case imgLoad:
					var v [4]uint32
					if ok {
						v = codec.load(b)
					}
					w.writeImageComps(dr, l, comps, m.D16, f.Num, v)
				case imgStore:
					if !ok {
						continue
					}
					// dmask picks the element components written, from
					// consecutive data registers; the others keep their bits
					data := w.readComps(dr, l, len(comps), m.D16, false, f.Num)
					codec.store(b, comps, data)
				case imgAtomic:
					if ok && int(bpe) != 4*valueDwords {
						return w.errorf(KindUnsupported, d, "%s: a %d-bit image atomic on a %d-byte %s element", in.Inst.Name, 32*valueDwords, bpe, f)
					}
					if !ok {
						if m.GLC {
							for k := 0; k < valueDwords; k++ {
								w.v[(dr+k)*64+l] = 0
							}
						}
						continue
					}
					value := func(r int) uint64 {
						x := uint64(w.v[r*64+l])
						if valueDwords == 2 {
							x |= uint64(w.v[(r+1)*64+l]) << 32
						}
						return x
					}
					size := 4 * valueDwords
					src := value(dr)
					var cmp uint64
					if atomic == "cmpswap" {
						cmp = value(dr + valueDwords)
					}
					if !naturallyAligned(b, size) {
						return w.laneErr(KindUnsupported, d, l, addr, "%s: a %d-byte atomic at %#x, not a multiple of %d: misaligned atomics are not modelled", in.Inst.Name, size, addr, size)
					}
					op := atomicOps[atomic]
					old := atomicShared(b, size, func(old uint64) uint64 { return op(old, src, cmp, size) })
					if m.GLC {
						for k := 0; k < valueDwords; k++ {
							w.v[(dr+k)*64+l] = uint32(old >> (32 * k))
						}
					}
				}
			}
			return nil
		}, nil
	}, true
}

// writeImageComps writes the dmask-selected components of v to lane l of
// the registers at r: one per VGPR, or (d16) packed two per VGPR.
func (w *wave) writeImageComps(r, l int, comps []int, d16 bool, num gfx9.NumFormat, v [4]uint32) {
	var c [4]uint32
	for i, comp := range comps {
		c[i] = v[comp]
	}
	w.writeComps(r, l, len(comps), d16, false, num, c)
}

// checkImage rejects T#s the executor does not model or that describe no
// image.
func (w *wave) checkImage(d *dinst, name string, r *gfx9.ImageResource, kind imageKind) error {
	switch {
	case r.SwMode != gfx9.SwLinear:
		return w.errorf(KindUnsupported, d, "%s: the T# has SW_MODE %d (a tiled layout); only linear images (SW_MODE 0) are modelled", name, r.SwMode)
	case r.Type < gfx9.Image1D:
		return w.errorf(KindFault, d, "%s: the T# has TYPE %d, not an image type (8-15)", name, uint8(r.Type))
	case r.Type.Multisampled() && kind != imgLoad && kind != imgStore:
		// hardware samples only the first sample (or resolves through
		// FMASK); resinfo's answer for MSAA types is not documented
		return w.errorf(KindUnsupported, d, "%s: multisampled images (T# TYPE %s) are modelled for image_load and image_store only", name, r.Type)
	case r.Type.Multisampled() && r.BaseLevel != 0:
		return w.errorf(KindFault, d, "%s: a multisampled T# has BASE_LEVEL %d, not 0", name, r.BaseLevel)
	}
	if err := r.Format.Validate(true); err != nil {
		return w.errorf(KindFault, d, "%s: the T# format: %v", name, err)
	}
	// swap and cmpswap work on the element's bits, so a 32-bit float
	// image takes them too (LLVM's image.atomic.swap on f32, ACO's float
	// image exchange); the other atomics need an integer format
	bitwise := r.Format.Components() == 1 && (strings.HasSuffix(name, "_atomic_swap") || strings.HasSuffix(name, "_atomic_cmpswap"))
	if kind == imgAtomic && (r.Format.Bytes() != 4*r.Format.Components() || r.Format.Components() > 2 || floatValued(r.Format.Num) && !bitwise) {
		return w.errorf(KindUnsupported, d, "%s: image atomics are modelled on 32 and 32_32 uint and sint images (swap and cmpswap also on 32 float ones), not %s", name, r.Format)
	}
	return nil
}

// imageTexel returns the address of the texel at coordinates c (in the
// order of the T# type: x, then y, then z, face or layer, then a
// multisampled image's sample index) of mip level level (of the resource;
// levels is its layout), or false if any coordinate is outside the image:
// x or y beyond the level's extent, a slice beyond its depth, a layer
// (past BASE_ARRAY) beyond the last layer, a sample beyond the samples, or
// a level beyond last_level. Sample s of layer k of a multisampled image
// is slice k*samples+s (gfx9.MultisampledImageDescriptor).
func imageTexel(r *gfx9.ImageResource, levels []gfx9.MipLevel, c [4]uint32, level uint64) (uint64, bool) {
	if r.Type.Multisampled() {
		n := uint64(r.Samples())
		x, y, layer, sample := uint64(c[0]), uint64(c[1]), uint64(0), uint64(c[2])
		if r.Type == gfx9.Image2DMSAAArray {
			layer, sample = uint64(c[2])+uint64(r.BaseArray), uint64(c[3])
		}
		lv := &levels[0]
		if x >= uint64(lv.Width) || y >= uint64(lv.Height) || layer >= uint64(r.Depth) || sample >= n {
			return 0, false
		}
		return r.Base + (layer*n+sample)*lv.SlicePitch + y*lv.RowPitch + x*uint64(r.Format.Bytes()), true
	}
	if level > uint64(r.LastLevel) || level >= uint64(len(levels)) {
		return 0, false
	}
	lv := &levels[level]
	x, y, z, depth := uint64(c[0]), uint64(0), uint64(0), uint64(lv.Depth)
	switch r.Type {
	case gfx9.Image2D:
		y = uint64(c[1])
	case gfx9.Image1DArray:
		z, depth = uint64(c[1])+uint64(r.BaseArray), uint64(r.Depth)
	case gfx9.Image3D:
		y, z = uint64(c[1]), uint64(c[2])
	case gfx9.Image2DArray, gfx9.ImageCube:
		y, z, depth = uint64(c[1]), uint64(c[2])+uint64(r.BaseArray), uint64(r.Depth)
	}
	if x >= uint64(lv.Width) || y >= uint64(lv.Height) || z >= depth {
		return 0, false
	}
	return r.Base + lv.Offset + z*lv.SlicePitch + y*lv.RowPitch + x*uint64(r.Format.Bytes()), true
}

// resinfo returns image_get_resinfo's integers for mip level mip (relative
// to base_level): the level's width, its height (the layers of a 1D
// array), its depth (the layers of a 2D array or cube) and the number of
// levels; a level beyond last_level gives 0 for the sizes.
func resinfo(r *gfx9.ImageResource, mip uint32) [4]uint32 {
	levels := uint32(r.Levels())
	if uint64(mip)+uint64(r.BaseLevel) > uint64(r.LastLevel) {
		return [4]uint32{0, 0, 0, levels}
	}
	lv := uint32(r.BaseLevel) + mip
	dim := func(n uint32) uint32 { return max(n>>lv, 1) }
	v := [4]uint32{dim(r.Width), dim(r.Height), 1, levels}
	switch r.Type {
	case gfx9.Image1D:
		v[1] = 1
	case gfx9.Image1DArray:
		v[1] = r.Depth
	case gfx9.Image3D:
		v[2] = dim(r.Depth)
	case gfx9.Image2DArray, gfx9.ImageCube:
		v[2] = r.Depth
	}
	return v
}
