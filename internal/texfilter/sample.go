package texfilter

import "math"

// Op is one sampling request of one lane, in the terms of GCN's texture
// unit: normalized coordinates (texels with an unnormalized sampler), the
// array layer as a float, cube faces as face coordinates, and how to find
// the LOD.
type Op struct {
	// Coord: s, t, r as the image's dimensionality needs them. A cube
	// takes the face coordinates s, t in [1, 2] (what v_cubesc/v_cubetc
	// divided by |v_cubema| plus 1.5 give, see CubeCoords) and Face.
	Coord [3]float32
	// Layer is the array layer (the cube index of a cube array), rounded
	// half up and clamped to the image's layers.
	Layer float32
	Face  int
	// Grad: the LOD comes from the derivatives DX, DY of the coordinates
	// (cube faces: of the face coordinates); otherwise it is LOD.
	Grad   bool
	DX, DY [3]float32
	LOD    float32
	// Bias is added to the LOD (the _b instructions); Clamp, when
	// ClampSet, is a lower bound of the LOD (the _cl instructions).
	Bias     float32
	Clamp    float32
	ClampSet bool
	// Offset is added to the texel coordinates of every level (_o).
	Offset [3]int
	// Compare: every texel's first component is compared with Ref by the
	// sampler's function and filtered as 1 or 0 (the _c instructions).
	Compare bool
	Ref     float32
}

// LOD returns the LOD a sample uses before the sampler's and the image's
// clamps (unclamped) and after them (clamped, with LODBits fractional
// bits): the derivatives' isotropic footprint (log2 of the longer of the
// x and y derivative vectors in level-0 texels, D3D's formula) or the
// explicit LOD, plus the sampler's and the instruction's bias.
func LOD(im *Image, s *Sampler, op *Op) (clamped, unclamped float64) {
	var lod float64
	switch {
	case s.Unnormalized:
		return 0, 0
	case op.Grad:
		lv := &im.Levels[0]
		size := [3]float64{float64(lv.Width), float64(lv.Height), float64(lv.Depth)}
		var x2, y2 float64
		for i := 0; i < im.Dim.Coords(); i++ {
			dx, dy := float64(op.DX[i])*size[i], float64(op.DY[i])*size[i]
			x2 += dx * dx
			y2 += dy * dy
		}
		lod = 0.5 * math.Log2(max(x2, y2))
	default:
		lod = float64(op.LOD)
	}
	lod += float64(s.Bias) + float64(op.Bias)
	unclamped = lod
	lod = max(min(lod, float64(s.MaxLOD)), float64(s.MinLOD))
	lod = max(lod, float64(im.MinLOD))
	if op.ClampSet {
		lod = max(lod, float64(op.Clamp))
	}
	return QuantizeLOD(lod), unclamped
}

// Sample returns the values a sample instruction returns for one lane:
// the filtered texel as four register values (float bits; integer formats
// return the nearest texel's integers), or with Compare the filtered
// comparison result in all four.
func Sample(im *Image, s *Sampler, op *Op) [4]uint32 {
	lod, _ := LOD(im, s, op)
	filter := s.Min
	if lod <= 0 {
		filter = s.Mag
	}
	layer := im.layer(op)
	nl := len(im.Levels)
	l0, l1, frac := 0, 0, int64(0)
	switch s.Mip {
	case Point:
		l0 = clampInt(int(math.Floor(lod+0.5)), 0, nl-1)
		l1 = l0
	case Linear:
		if lod > 0 {
			f := math.Floor(lod)
			l0 = clampInt(int(min(f, float64(nl))), 0, nl-1)
			l1 = min(l0+1, nl-1)
			frac = int64((lod - f) * (1 << LODBits))
			if l1 == l0 {
				frac = 0
			}
		}
	}
	if !im.Format.Num.FloatValued() && !op.Compare {
		// integer texels are not filtered: the nearest texel of the
		// nearest level
		l := l0
		if frac >= 1<<(LODBits-1) {
			l = l1
		}
		return im.nearest(s, op, l, layer)
	}
	v := im.filterLevel(s, op, l0, layer, filter)
	if frac != 0 {
		w := im.filterLevel(s, op, l1, layer, filter)
		f := float64(frac) / (1 << LODBits)
		for c := range v {
			switch s.Reduction {
			case Minimum:
				v[c] = math.Min(v[c], w[c])
			case Maximum:
				v[c] = math.Max(v[c], w[c])
			default:
				v[c] = v[c]*(1-f) + w[c]*f
			}
		}
	}
	var r [4]uint32
	for c := range v {
		r[c] = math.Float32bits(float32(v[c]))
	}
	return r
}

// Gather returns gather4's four values for one lane: component comp
// (after the image's swizzle) of the 2x2 texels a bilinear sample would
// blend, in D3D's order (x0, y1), (x1, y1), (x1, y0), (x0, y0), from the
// level nearest the LOD (LOD 0 for D3D's Gather: the view's first level);
// with Compare, their comparison results as 1.0 or 0.0.
func Gather(im *Image, s *Sampler, op *Op, comp int) [4]uint32 {
	layer := im.layer(op)
	l := 0
	if lod, _ := LOD(im, s, op); s.Mip != None && lod > 0 {
		l = clampInt(int(math.Floor(min(lod, float64(len(im.Levels)))+0.5)), 0, len(im.Levels)-1)
	}
	taps := im.footprint(s, op, l, Linear)
	order := [4][2]int{{0, 1}, {1, 1}, {1, 0}, {0, 0}}
	var r [4]uint32
	for k, o := range order {
		v := im.tapValue(s, l, layer, taps, o[0], o[1], 0)
		if op.Compare {
			r[k] = math.Float32bits(float32(compareValue(im, s, op, v)))
			continue
		}
		r[k] = v[comp]
	}
	return r
}

// layer returns the array layer an op addresses: the layer rounded half up
// and clamped (cubes: the cube index's first face plus the face).
func (im *Image) layer(op *Op) int {
	per := 1
	if im.Dim == DimCube {
		per = 6
	}
	n := im.Layers / per
	l := float64(op.Layer)
	if math.IsNaN(l) {
		l = 0
	}
	i := clampInt(int(max(min(math.Floor(l+0.5), float64(n)), -1)), 0, n-1)
	if im.Dim == DimCube {
		return i*6 + clampInt(op.Face, 0, 5)
	}
	return i
}

func clampInt(x, lo, hi int) int { return max(lo, min(hi, x)) }

// tap is one texel index along one axis with its weight in units of
// 2^-SubtexelBits.
type tap struct {
	i int
	w int64
}

// axisTaps are the one or two taps of one axis.
type axisTaps struct {
	t [2]tap
	n int
}

// taps are the taps of every axis of a sample of one level.
type taps struct {
	ax   [3]axisTaps
	dims int
}

// texelCoord returns coordinate k of op in texels of a level of extent n
// (before the offset), with the half-border address modes' clamping.
func texelCoord(s *Sampler, op *Op, im *Image, k, n int) float64 {
	c := float64(op.Coord[k])
	if im.Dim == DimCube {
		c-- // face coordinates are in [1, 2]
	}
	mode := s.Address[k]
	if im.Dim == DimCube {
		mode = ClampEdge
	}
	if s.Unnormalized {
		switch mode {
		case ClampHalfBorder:
			c = max(0, min(c, float64(n)))
		case MirrorOnceHalfBorder:
			c = min(math.Abs(c), float64(n))
		}
		return c
	}
	switch mode {
	case ClampHalfBorder:
		c = max(0, min(c, 1))
	case MirrorOnceHalfBorder:
		c = min(math.Abs(c), 1)
	}
	return c * float64(n)
}

// footprint returns the taps of a sample of level l with filter f.
func (im *Image) footprint(s *Sampler, op *Op, l int, f Filter) taps {
	lv := &im.Levels[l]
	ext := [3]int{lv.Width, lv.Height, lv.Depth}
	var t taps
	t.dims = im.Dim.Coords()
	for k := 0; k < t.dims; k++ {
		ff := f
		if k == 2 && s.Z != None {
			ff = s.Z
		}
		u := texelCoord(s, op, im, k, ext[k]) + float64(op.Offset[k])
		if ff == Linear {
			x := fixed(u - 0.5)
			frac := x & (1<<SubtexelBits - 1)
			i := int(x >> SubtexelBits)
			t.ax[k] = axisTaps{[2]tap{{i, 1<<SubtexelBits - frac}, {i + 1, frac}}, 2}
		} else {
			t.ax[k] = axisTaps{[2]tap{{int(fixed(u) >> SubtexelBits), 1 << SubtexelBits}}, 1}
		}
	}
	for k := t.dims; k < 3; k++ {
		t.ax[k] = axisTaps{[2]tap{{0, 1 << SubtexelBits}}, 1}
	}
	return t
}

// address applies address mode m to texel index i of an axis of extent n;
// false means the border colour.
func address(m Address, i, n int) (int, bool) {
	switch m {
	case Wrap:
		i %= n
		if i < 0 {
			i += n
		}
		return i, true
	case Mirror:
		p := i % (2 * n)
		if p < 0 {
			p += 2 * n
		}
		if p >= n {
			p = 2*n - 1 - p
		}
		return p, true
	case ClampEdge:
		return clampInt(i, 0, n-1), true
	case MirrorOnceEdge:
		if i < 0 {
			i = -1 - i
		}
		return min(i, n-1), true
	case MirrorOnceHalfBorder, MirrorOnceBorder:
		if i < 0 {
			i = -1 - i
		}
	}
	return i, i >= 0 && i < n
}

// tapValue returns the swizzled values of the texel at taps (a, b, c) of
// level l: addressed by the sampler's modes, the border colour outside
// the image; cube faces continue on their neighbours.
func (im *Image) tapValue(s *Sampler, l, layer int, t taps, a, b, c int) [4]uint32 {
	lv := &im.Levels[l]
	x, y, z := t.ax[0].t[a].i, t.ax[1].t[b].i, t.ax[2].t[c].i
	num := im.Format.Num
	if im.Dim == DimCube {
		return im.cubeTexel(s, l, layer, x, y)
	}
	ok := true
	var in bool
	x, in = address(s.Address[0], x, lv.Width)
	ok = ok && in
	if t.dims > 1 {
		y, in = address(s.Address[1], y, lv.Height)
		ok = ok && in
	}
	if t.dims > 2 {
		z, in = address(s.Address[2], z, lv.Depth)
		ok = ok && in
	}
	if !ok {
		return im.Swizzle.Apply(im.borderTexel(s), num)
	}
	return im.Swizzle.Apply(im.texel(l, x, y, z+layer), num)
}

// borderTexel is the border colour as a texel of the image's format: the
// components the format lacks read as 0 (W as 1).
func (im *Image) borderTexel(s *Sampler) [4]uint32 {
	b := s.border(im.Format.Num)
	n := im.Format.Components()
	for i := n; i < 4; i++ {
		b[i] = 0
		if i == 3 {
			b[i] = im.Format.Num.One()
		}
	}
	return b
}

// compareValue is 1 if the comparison of op's reference with the texel's
// first component passes, else 0. The reference is clamped to [0, 1] for
// normalized unsigned formats (as for D3D's depth formats).
func compareValue(im *Image, s *Sampler, op *Op, v [4]uint32) float64 {
	ref := float64(op.Ref)
	if im.Format.Num == Unorm || im.Format.Num == Srgb {
		ref = max(0, min(ref, 1))
	}
	if s.Compare.test(ref, texelFloat(im.Format.Num, v[0])) {
		return 1
	}
	return 0
}

// texelFloat is a texel value as a number.
func texelFloat(num Num, v uint32) float64 {
	switch num {
	case Uint:
		return float64(v)
	case Sint:
		return float64(int32(v))
	}
	return float64(math.Float32frombits(v))
}

// filterLevel filters level l: the weighted taps (or the comparison
// results) combined by the sampler's reduction.
func (im *Image) filterLevel(s *Sampler, op *Op, l, layer int, f Filter) [4]float64 {
	t := im.footprint(s, op, l, f)
	var sum [4]float64
	first := true
	for c := 0; c < t.ax[2].n; c++ {
		for b := 0; b < t.ax[1].n; b++ {
			for a := 0; a < t.ax[0].n; a++ {
				w := t.ax[0].t[a].w * t.ax[1].t[b].w * t.ax[2].t[c].w
				if w == 0 {
					continue
				}
				raw := im.tapValue(s, l, layer, t, a, b, c)
				var v [4]float64
				if op.Compare {
					r := compareValue(im, s, op, raw)
					v = [4]float64{r, r, r, r}
				} else {
					for k := range v {
						v[k] = texelFloat(im.Format.Num, raw[k])
					}
				}
				for k := range sum {
					switch {
					case s.Reduction == Blend:
						sum[k] += float64(w) * v[k]
					case first:
						sum[k] = v[k]
					case s.Reduction == Minimum:
						sum[k] = math.Min(sum[k], v[k])
					default:
						sum[k] = math.Max(sum[k], v[k])
					}
				}
				first = false
			}
		}
	}
	if s.Reduction == Blend {
		scale := math.Ldexp(1, -SubtexelBits*3)
		for k := range sum {
			sum[k] *= scale
		}
	}
	return sum
}

// nearest returns the texel a point sample of level l selects, unfiltered
// (integer formats).
func (im *Image) nearest(s *Sampler, op *Op, l, layer int) [4]uint32 {
	t := im.footprint(s, op, l, Point)
	return im.tapValue(s, l, layer, t, 0, 0, 0)
}
