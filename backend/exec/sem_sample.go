package exec

import (
	"fmt"
	"math"
	"strings"

	"hlslc/backend/gfx9"
	"hlslc/internal/texfilter"
)

// The sampling instructions: image_sample*, image_gather4* and
// image_get_lod read a T# and an S# and filter texels with the texture
// model (package texfilter), the same code the reference interpreter runs.

// sampleKind is what a sampling instruction returns.
type sampleKind uint8

const (
	kindSample sampleKind = iota
	kindGather
	kindGetLOD
)

// sampleVariant is a sampling instruction's address layout and LOD source,
// from its name's suffixes: _c compare, _d/_cd derivatives, _l LOD, _lz
// LOD 0, _b bias, _cl LOD clamp, _o offsets.
type sampleVariant struct {
	kind                                          sampleKind
	compare, deriv, lod, lz, bias, clamp, offsets bool
}

// implicit reports whether the LOD comes from the quad's coordinates (no
// derivatives, LOD or level-zero operand).
func (v sampleVariant) implicit() bool { return !v.deriv && !v.lod && !v.lz }

// parseSampleVariant decodes the part of a name after "image_".
func parseSampleVariant(rest string) (sampleVariant, bool) {
	var v sampleVariant
	switch {
	case rest == "get_lod":
		return sampleVariant{kind: kindGetLOD}, true
	case strings.HasPrefix(rest, "sample"):
		rest = rest[len("sample"):]
	case strings.HasPrefix(rest, "gather4"):
		v.kind, rest = kindGather, rest[len("gather4"):]
	default:
		return v, false
	}
	if rest == "" {
		return v, true
	}
	if rest[0] != '_' {
		return v, false
	}
	for _, p := range strings.Split(rest[1:], "_") {
		switch p {
		case "c":
			v.compare = true
		case "d", "cd":
			v.deriv = true
		case "l":
			v.lod = true
		case "lz":
			v.lz = true
		case "b":
			v.bias = true
		case "cl":
			v.clamp = true
		case "o":
			v.offsets = true
		default:
			return v, false
		}
	}
	return v, true
}

// texDim returns the texture model's dimensionality of an image type and
// the number of coordinates a derivative has.
func texDim(t gfx9.ImageType) (texfilter.Dim, int) {
	switch t {
	case gfx9.Image1D, gfx9.Image1DArray:
		return texfilter.Dim1D, 1
	case gfx9.Image3D:
		return texfilter.Dim3D, 3
	case gfx9.ImageCube:
		return texfilter.DimCube, 2
	}
	return texfilter.Dim2D, 2
}

// textureImage describes the T#'s view (BASE_LEVEL to LAST_LEVEL, layers
// from BASE_ARRAY) to the texture model, over the memory that holds it.
func (w *wave) textureImage(d *dinst, name string, r *gfx9.ImageResource) (*texfilter.Image, error) {
	levels := r.LinearLevels()
	if r.BaseLevel > r.LastLevel || int(r.LastLevel) >= len(levels) {
		return nil, w.errorf(KindFault, d, "%s: the T#'s levels %d..%d are not within its MAX_MIP %d", name, r.BaseLevel, r.LastLevel, r.MaxMip)
	}
	size := r.LinearSize()
	data, ok := w.mem.slice(r.Base, int(size))
	if size > math.MaxInt32 || !ok {
		return nil, w.laneErr(KindFault, d, -1, r.Base, "%s: the image (%d bytes at %#x) is not inside one allocation (%s)", name, size, r.Base, w.mem.describe(r.Base))
	}
	dim, _ := texDim(r.Type)
	im := &texfilter.Image{Dim: dim, Format: texFormat(r.Format), Swizzle: texSwizzle(r.DstSel), Layers: 1, Data: data, Read: loadTexel}
	first := uint64(0)
	if r.Type.Array() {
		if r.BaseArray >= r.Depth {
			return nil, w.errorf(KindFault, d, "%s: the T#'s BASE_ARRAY %d is past its last layer %d", name, r.BaseArray, r.Depth-1)
		}
		im.Layers = int(r.Depth - r.BaseArray)
		first = uint64(r.BaseArray) * levels[0].SlicePitch
		if r.Type == gfx9.ImageCube && im.Layers%6 != 0 {
			return nil, w.errorf(KindUnsupported, d, "%s: a cube T# with %d layers (not whole cubes)", name, im.Layers)
		}
	}
	for _, lv := range levels[r.BaseLevel : r.LastLevel+1] {
		im.Levels = append(im.Levels, texfilter.Level{
			Width: int(lv.Width), Height: int(lv.Height), Depth: int(lv.Depth),
			Offset: int(lv.Offset + first), RowPitch: int(lv.RowPitch), SlicePitch: int(lv.SlicePitch),
		})
	}
	im.MinLOD = float32(max(0, gfx9.LODValue(r.MinLOD)-float64(r.BaseLevel)))
	if err := im.Check(); err != nil {
		return nil, w.errorf(KindFault, d, "%s: the T#: %v", name, err)
	}
	return im, nil
}

// texSampler describes an S# to the texture model; unorm is the
// instruction's unnormalized-coordinates bit.
func (w *wave) texSampler(d *dinst, name string, r *gfx9.SamplerResource, unorm bool) (texfilter.Sampler, error) {
	var s texfilter.Sampler
	if err := r.CheckSampler(); err != nil {
		return s, w.errorf(KindUnsupported, d, "%s: the S#: %v", name, err)
	}
	s = texfilter.Sampler{
		Address:      [3]texfilter.Address{texAddress[r.ClampX], texAddress[r.ClampY], texAddress[r.ClampZ]},
		Mag:          texXYFilter[r.XYMagFilter],
		Min:          texXYFilter[r.XYMinFilter],
		Z:            texFilter[r.ZFilter],
		Mip:          texFilter[r.MipFilter],
		MinLOD:       float32(gfx9.LODValue(r.MinLOD)),
		MaxLOD:       float32(gfx9.LODValue(r.MaxLOD)),
		Bias:         float32(gfx9.LODBiasValue(r.LODBias)),
		Compare:      texfilter.Compare(r.DepthCompareFunc),
		Reduction:    texReduction[r.FilterMode],
		Unnormalized: r.ForceUnnormalized || unorm,
		Seamless:     !r.DisableCubeWrap,
		Border:       texBorder[r.BorderColorType],
	}
	if r.BorderColorType == gfx9.BorderRegister {
		base := w.wg.bcBase
		if base == 0 {
			return s, w.errorf(KindFault, d, "%s: the S# reads border colour %d of the table, but the dispatch sets no border colour table (Dispatch.BorderColorBase)", name, r.BorderColorPtr)
		}
		addr := base + 16*uint64(r.BorderColorPtr)
		b, ok := w.mem.slice(addr, 16)
		if !ok {
			return s, w.laneErr(KindFault, d, -1, addr, "%s: border colour %d at %#x is outside every allocation (%s)", name, r.BorderColorPtr, addr, w.mem.describe(addr))
		}
		for i := range s.Custom {
			s.Custom[i] = load32(b[4*i:])
		}
	}
	return s, nil
}

// The S# fields' codes and their meaning in the texture model (CheckSampler
// rejects the codes not listed).
var (
	texXYFilter  = [4]texfilter.Filter{gfx9.TexXYPoint: texfilter.Point, gfx9.TexXYBilinear: texfilter.Linear}
	texFilter    = [4]texfilter.Filter{gfx9.TexFilterNone: texfilter.None, gfx9.TexFilterPoint: texfilter.Point, gfx9.TexFilterLinear: texfilter.Linear}
	texReduction = [4]texfilter.Reduction{gfx9.FilterModeBlend: texfilter.Blend, gfx9.FilterModeMin: texfilter.Minimum, gfx9.FilterModeMax: texfilter.Maximum}
	texBorder    = [4]texfilter.BorderColor{gfx9.BorderTransBlack: texfilter.TransparentBlack, gfx9.BorderOpaqueBlack: texfilter.OpaqueBlack,
		gfx9.BorderOpaqueWhite: texfilter.OpaqueWhite, gfx9.BorderRegister: texfilter.CustomBorder}
)

// code returns the index of v in table (the hardware code of a meaning).
func code[T comparable](table []T, v T) uint8 {
	for i, t := range table {
		if t == v {
			return uint8(i)
		}
	}
	return 0
}

// texAddress maps CLAMP_X/Y/Z onto the texture model's address modes.
var texAddress = [8]texfilter.Address{
	gfx9.TexWrap: texfilter.Wrap, gfx9.TexMirror: texfilter.Mirror, gfx9.TexClampLastTexel: texfilter.ClampEdge,
	gfx9.TexMirrorOnceLastTexel: texfilter.MirrorOnceEdge, gfx9.TexClampHalfBorder: texfilter.ClampHalfBorder,
	gfx9.TexMirrorOnceHalfBorder: texfilter.MirrorOnceHalfBorder, gfx9.TexClampBorder: texfilter.ClampBorder,
	gfx9.TexMirrorOnceBorder: texfilter.MirrorOnceBorder,
}

// sext6 sign-extends a 6-bit texel offset.
func sext6(v uint32) int { return int(int8(uint8(v<<2)) >> 2) }

// sampleFactory runs a sampling instruction. The address VGPRs hold, in
// order (LLVM's and the ISA manual's order for gfx9): the packed offsets
// (_o: 6 bits each at bits 0, 8, 16), the bias (_b), the reference
// (_c), the derivatives (_d: d/dx of every coordinate, then d/dy), the
// coordinates the T#'s type has (s; s, t; s, t, r; an array's layer or a
// cube's face id, which is 8 times the cube index plus the face, last),
// then the LOD (_l) or the clamp (_cl). Without derivatives or an LOD the
// texture unit derives the LOD from the quad (lanes 4q..4q+3, left to
// right then top to bottom) as in a pixel shader: d/dx from lane 4q+1
// minus lane 4q, d/dy from lane 4q+2 minus lane 4q, for the whole quad,
// whatever the lanes' EXEC bits.
//
// With a16 the coordinates, the derivatives, the LOD and the clamp are
// f16 values packed two to a VGPR, low half first (sampleAddr): d/dx's
// components fill ceil(n/2) VGPRs and d/dy's start in a fresh one; the
// coordinates and then the LOD or clamp share pairs. gfx9 has no G16: a16
// covers the derivatives too. The offsets stay one dword, the reference
// an f32 in its own VGPR, and the bias an f16 in the low half of its own
// VGPR, the high half ignored: RADV's ACO for gfx9 passes a 16-bit load's
// result there and LLVM 19 a word whose high half is undefined
// (TestSampleA16BiasLowHalf).
func sampleFactory(v sampleVariant) factory {
	return func(in *gfx9.Instr) (execFn, error) {
		m := in.Mods
		if m.LWE {
			return nil, errUnsupportedMod("lwe")
		}
		name := in.Inst.Name
		addrK, dataK, rsrcK, sampK := opIndex(in, gfx9.FieldAddr), opIndex(in, gfx9.FieldData0), opIndex(in, gfx9.FieldSRsrc), opIndex(in, gfx9.FieldSSamp)
		dmask := m.DMask & 15
		var comps []int
		for c := 0; c < 4; c++ {
			if dmask>>c&1 != 0 {
				comps = append(comps, c)
			}
		}
		gatherComp := 0
		if v.kind == kindGather {
			if len(comps) != 1 {
				return nil, fmt.Errorf("dmask:%#x: a gather4 selects exactly one component", dmask)
			}
			gatherComp = comps[0]
			comps = []int{0, 1, 2, 3}
		}
		dataDwords := max(len(comps), 1)
		if m.D16 {
			dataDwords = (dataDwords + 1) / 2
		}
		return func(w *wave, d *dinst) error {
			var t [8]uint32
			copy(t[:], w.s[d.ops[rsrcK].code:])
			res := gfx9.DecodeImageDescriptor(t)
			if err := w.checkImage(d, name, &res, imgSample); err != nil {
				return err
			}
			var sd [4]uint32
			copy(sd[:], w.s[d.ops[sampK].code:])
			sr := gfx9.DecodeSamplerDescriptor(sd)
			im, err := w.textureImage(d, name, &res)
			if err != nil {
				return err
			}
			smp, err := w.texSampler(d, name, &sr, m.Unorm)
			if err != nil {
				return err
			}
			var ops [64]texfilter.Op
			ar, dr := int(d.ops[addrK].code), int(d.ops[dataK].code)
			_, nd := texDim(res.Type)
			nc := res.Type.Coords()
			var coords [64][4]float32
			for l := 0; l < 64; l++ {
				a := sampleAddr{v: w.v[ar*64+l:], a16: m.A16}
				op := &ops[l]
				if v.offsets {
					o := a.dword()
					op.Offset = [3]int{sext6(o), sext6(o >> 8), sext6(o >> 16)}
				}
				if v.bias {
					op.Bias = a.float()
					a.align()
				}
				if v.compare {
					op.Compare, op.Ref = true, math.Float32frombits(a.dword())
				}
				if v.deriv {
					op.Grad = true
					for i := 0; i < nd; i++ {
						op.DX[i] = a.float()
					}
					a.align()
					for i := 0; i < nd; i++ {
						op.DY[i] = a.float()
					}
					a.align()
				}
				for i := 0; i < nc; i++ {
					coords[l][i] = a.float()
				}
				c := coords[l]
				switch res.Type {
				case gfx9.Image1DArray:
					op.Coord[0], op.Layer = c[0], c[1]
				case gfx9.Image2DArray:
					op.Coord[0], op.Coord[1], op.Layer = c[0], c[1], c[2]
				case gfx9.ImageCube:
					id := math.Floor(float64(c[2]) + 0.5)
					if math.IsNaN(id) {
						id = 0
					}
					id = max(0, min(id, 1<<16))
					op.Coord[0], op.Coord[1] = c[0], c[1]
					op.Face, op.Layer = min(int(id)%8, 5), float32(int(id)/8)
				default:
					copy(op.Coord[:], c[:nc])
				}
				if v.lod {
					op.LOD = a.float()
				}
				if v.clamp {
					op.Clamp, op.ClampSet = a.float(), true
				}
			}
			if v.implicit() {
				for q := 0; q < 64; q += 4 {
					for l := q; l < q+4; l++ {
						op := &ops[l]
						op.Grad = true
						for i := 0; i < nd; i++ {
							op.DX[i] = coords[q+1][i] - coords[q][i]
							op.DY[i] = coords[q+2][i] - coords[q][i]
						}
					}
				}
			}
			num := res.Format.Num
			if v.compare || v.kind == kindGetLOD {
				num = gfx9.NumFloat
			}
			exec := w.exec()
			for l := 0; l < 64; l++ {
				if exec>>l&1 == 0 {
					continue
				}
				if m.TFE {
					w.v[(dr+dataDwords)*64+l] = 0 // no fetch failure (no partially resident textures)
				}
				var r [4]uint32
				switch v.kind {
				case kindSample:
					r = texfilter.Sample(im, &smp, &ops[l])
				case kindGather:
					r = texfilter.Gather(im, &smp, &ops[l], gatherComp)
				case kindGetLOD:
					c, u := texfilter.LOD(im, &smp, &ops[l])
					r = [4]uint32{math.Float32bits(float32(c)), math.Float32bits(float32(u))}
				}
				w.writeImageComps(dr, l, comps, m.D16, num, r)
			}
			return nil
		}, nil
	}
}

// sampleAddr reads one lane's address operands in order: v is the lane's
// slice of the VGPR file from the first address VGPR (a VGPR per 64
// entries), at the half (16 bits) numbered pos.
type sampleAddr struct {
	v   []uint32
	a16 bool
	pos int
}

// align moves to the next VGPR unless at the start of one.
func (a *sampleAddr) align() { a.pos = (a.pos + 1) &^ 1 }

// dword reads a whole VGPR (offsets, the reference).
func (a *sampleAddr) dword() uint32 {
	a.align()
	x := a.v[a.pos/2*64]
	a.pos += 2
	return x
}

// float reads a float operand: an f32 VGPR, or with a16 the next f16 half.
func (a *sampleAddr) float() float32 {
	if !a.a16 {
		return math.Float32frombits(a.dword())
	}
	x := a.v[a.pos/2*64] >> (16 * (a.pos % 2))
	a.pos++
	return f16ToF32(uint16(x))
}

// SamplerDescriptor returns the S# of a texture model sampler state (the
// inverse of the executor's decoding): filters, address modes, LOD fields
// (rounded to their fixed point), comparison function, filter mode, and
// the border colour as one of the constant types or, for a custom colour,
// entry borderPtr of the border colour table (Dispatch.BorderColorBase).
func SamplerDescriptor(s *texfilter.Sampler, borderPtr uint16) [4]uint32 {
	addr := func(a texfilter.Address) gfx9.TexClamp { return gfx9.TexClamp(code(texAddress[:], a)) }
	r := gfx9.SamplerResource{
		ClampX: addr(s.Address[0]), ClampY: addr(s.Address[1]), ClampZ: addr(s.Address[2]),
		DepthCompareFunc:  uint8(s.Compare),
		ForceUnnormalized: s.Unnormalized,
		DisableCubeWrap:   !s.Seamless,
		FilterMode:        code(texReduction[:3], s.Reduction),
		MinLOD:            gfx9.UnsignedLOD(float64(s.MinLOD)),
		MaxLOD:            gfx9.UnsignedLOD(float64(s.MaxLOD)),
		LODBias:           gfx9.SignedLODBias(float64(s.Bias)),
		XYMagFilter:       code(texXYFilter[:2], s.Mag),
		XYMinFilter:       code(texXYFilter[:2], s.Min),
		ZFilter:           code(texFilter[:3], s.Z),
		MipFilter:         code(texFilter[:3], s.Mip),
		BorderColorType:   code(texBorder[:], s.Border),
	}
	if s.Border == texfilter.CustomBorder {
		r.BorderColorPtr = borderPtr
	}
	return r.Encode()
}
