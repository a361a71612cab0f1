package texfilter

import (
	"math"
	"testing"
)

// newImage makes an image of R32_FLOAT (or f) texels whose value at level
// l, layer k, (x, y, z) is val(l, k, x, y, z), packed as PackedLevels
// lays it out.
func newImage(dim Dim, f Format, w, h, d, layers, levels int, val func(l, k, x, y, z int) [4]uint32) *Image {
	lv, size := PackedLevels(f, w, h, d, layers, levels)
	im := &Image{Dim: dim, Format: f, Swizzle: Identity, Layers: layers, Levels: lv, Data: make([]byte, size)}
	bpe := f.Bytes()
	for l, v := range lv {
		for k := 0; k < layers; k++ {
			for z := 0; z < v.Depth; z++ {
				for y := 0; y < v.Height; y++ {
					for x := 0; x < v.Width; x++ {
						o := v.Offset + (z+k)*v.SlicePitch + y*v.RowPitch + x*bpe
						f.Encode(im.Data[o:o+bpe], val(l, k, x, y, z), 4)
					}
				}
			}
		}
	}
	return im
}

var r32f = Format{Bits: [4]uint8{32}, Num: Float}

func scalar(v float32) [4]uint32 { return [4]uint32{f32b(v)} }

func val(r [4]uint32) float32 { return math.Float32frombits(r[0]) }

func point() Sampler {
	s := DefaultSampler
	s.Mag, s.Min, s.Mip = Point, Point, Point
	return s
}

func TestPackedLevels(t *testing.T) {
	lv, size := PackedLevels(r32f, 5, 3, 1, 2, 3)
	eq(t, []Level{
		{5, 3, 1, 0, 20, 72},
		{2, 1, 1, 60, 8, 72},
		{1, 1, 1, 68, 4, 72},
	}, lv, "levels")
	eq(t, 144, size, "size")
	im := &Image{Dim: Dim2D, Format: r32f, Layers: 2, Levels: lv, Data: make([]byte, size)}
	eq(t, 144, im.Span(), "span")
	must(t, im.Check())
	im.Data = im.Data[:143]
	if im.Check() == nil {
		t.Error("short data checks")
	}
}

func TestAddress(t *testing.T) {
	// n = 4; each row: the index each of -5..8 addresses (-1: border)
	rows := []struct {
		m    Address
		want []int
	}{
		{Wrap, []int{3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0}},
		{Mirror, []int{3, 3, 2, 1, 0, 0, 1, 2, 3, 3, 2, 1, 0, 0}},
		{ClampEdge, []int{0, 0, 0, 0, 0, 0, 1, 2, 3, 3, 3, 3, 3, 3}},
		{MirrorOnceEdge, []int{3, 3, 2, 1, 0, 0, 1, 2, 3, 3, 3, 3, 3, 3}},
		{ClampBorder, []int{-1, -1, -1, -1, -1, 0, 1, 2, 3, -1, -1, -1, -1, -1}},
		{ClampHalfBorder, []int{-1, -1, -1, -1, -1, 0, 1, 2, 3, -1, -1, -1, -1, -1}},
		{MirrorOnceBorder, []int{-1, 3, 2, 1, 0, 0, 1, 2, 3, -1, -1, -1, -1, -1}},
		{MirrorOnceHalfBorder, []int{-1, 3, 2, 1, 0, 0, 1, 2, 3, -1, -1, -1, -1, -1}},
	}
	for _, r := range rows {
		var got []int
		for i := -5; i <= 8; i++ {
			x, ok := address(r.m, i, 4)
			if !ok {
				x = -1
			}
			got = append(got, x)
		}
		eq(t, r.want, got, "%s", r.m)
	}
}

// ramp2D: a 4x4 R32_FLOAT image with texel (x, y) = x + 10*y.
func ramp2D() *Image {
	return newImage(Dim2D, r32f, 4, 4, 1, 1, 1, func(l, k, x, y, z int) [4]uint32 { return scalar(float32(x + 10*y)) })
}

func TestSample2D(t *testing.T) {
	im := ramp2D()
	lin := DefaultSampler
	pt := point()
	rows := []struct {
		s    Sampler
		uv   [2]float32
		off  [3]int
		want float32
	}{
		{pt, [2]float32{0.125, 0.125}, [3]int{}, 0},
		{pt, [2]float32{0.375, 0.625}, [3]int{}, 21},
		{pt, [2]float32{0.249, 0}, [3]int{}, 0},
		{pt, [2]float32{0.2499999, 0}, [3]int{}, 1}, // within 1/512 texel: rounds up
		{pt, [2]float32{0.125, 0.125}, [3]int{2, 1, 0}, 12},
		{lin, [2]float32{0.125, 0.125}, [3]int{}, 0}, // texel centre
		{lin, [2]float32{0.25, 0.25}, [3]int{}, 5.5},
		{lin, [2]float32{0.25 + 1.0/16, 0.125}, [3]int{}, 0.75},
		{lin, [2]float32{0, 0}, [3]int{}, 0}, // clamp: edge texels
		{lin, [2]float32{1, 1}, [3]int{}, 33},
		{lin, [2]float32{0.125, 0.125}, [3]int{1, 0, 0}, 1},
	}
	for _, r := range rows {
		op := &Op{Coord: [3]float32{r.uv[0], r.uv[1]}, Offset: r.off}
		eq(t, r.want, val(Sample(im, &r.s, op)), "%v %v offset %v", r.s.Mag, r.uv, r.off)
	}
	// wrap blends the last and the first column
	w := lin
	w.Address = [3]Address{Wrap, Wrap, Wrap}
	eq(t, float32(1.5), val(Sample(im, &w, &Op{Coord: [3]float32{0, 0.125}})), "wrap")
	// border: half border colour at the edge
	b := lin
	b.Address = [3]Address{ClampBorder, ClampBorder, ClampBorder}
	b.Border = CustomBorder
	b.Custom = scalar(100)
	eq(t, float32(50), val(Sample(im, &b, &Op{Coord: [3]float32{0, 0.125}})), "border")
	eq(t, float32(100), val(Sample(im, &b, &Op{Coord: [3]float32{-0.5, 0.125}})), "border outside")
	b.Address = [3]Address{ClampHalfBorder, ClampHalfBorder, ClampHalfBorder}
	eq(t, float32(50), val(Sample(im, &b, &Op{Coord: [3]float32{-0.5, 0.125}})), "half border outside")
	// unnormalized coordinates
	u := lin
	u.Unnormalized = true
	eq(t, float32(5.5), val(Sample(im, &u, &Op{Coord: [3]float32{1, 1}})), "unnormalized")
}

func TestSubtexelPrecision(t *testing.T) {
	// 8 fractional bits: weights are multiples of 1/256
	im := newImage(Dim1D, r32f, 2, 1, 1, 1, 1, func(l, k, x, y, z int) [4]uint32 { return scalar(float32(256 * x)) })
	s := DefaultSampler
	for _, c := range []struct{ u, want float32 }{
		{(0.5 + 0.3) / 2, 77},           // 0.3 of the way: 76.8 rounds to 77/256
		{(0.5 + 1.0/512) / 2, 0},        // half a step: ties to even (0)
		{(0.5 + 3.0/512) / 2, 2},        // 1.5 steps: ties to even (2)
		{(0.5 + 1.0/512 + 1e-6) / 2, 1}, // just over half a step
	} {
		eq(t, c.want, val(Sample(im, &s, &Op{Coord: [3]float32{c.u}})), "u %v", c.u)
	}
}

// mipImage: a 8x8 image with 4 levels; level l holds the value 100*l
// everywhere.
func mipImage() *Image {
	return newImage(Dim2D, r32f, 8, 8, 1, 1, 4, func(l, k, x, y, z int) [4]uint32 { return scalar(float32(100 * l)) })
}

func TestMips(t *testing.T) {
	im := mipImage()
	lin := DefaultSampler
	pt := DefaultSampler
	pt.Mip = Point
	rows := []struct {
		s    Sampler
		lod  float32
		want float32
	}{
		{lin, 0, 0}, {lin, 1, 100}, {lin, 1.25, 125}, {lin, 2.5, 250}, {lin, 3, 300}, {lin, 7, 300}, {lin, -2, 0},
		{pt, 1.49, 100}, {pt, 1.5, 200}, {pt, 9, 300},
	}
	for _, r := range rows {
		eq(t, r.want, val(Sample(im, &r.s, &Op{Coord: [3]float32{0.5, 0.5}, LOD: r.lod})), "%v mips, LOD %v", r.s.Mip, r.lod)
	}
	// sampler clamps, bias, the resource's and the instruction's clamp
	s := lin
	s.MinLOD, s.MaxLOD = 1, 2
	eq(t, float32(100), val(Sample(im, &s, &Op{Coord: [3]float32{0.5, 0.5}, LOD: 0})), "MinLOD")
	eq(t, float32(200), val(Sample(im, &s, &Op{Coord: [3]float32{0.5, 0.5}, LOD: 3})), "MaxLOD")
	s = lin
	s.Bias = 0.5
	eq(t, float32(150), val(Sample(im, &s, &Op{Coord: [3]float32{0.5, 0.5}, LOD: 1})), "bias")
	eq(t, float32(200), val(Sample(im, &lin, &Op{Coord: [3]float32{0.5, 0.5}, LOD: 1, Clamp: 2, ClampSet: true})), "clamp")
	im.MinLOD = 3
	eq(t, float32(300), val(Sample(im, &lin, &Op{Coord: [3]float32{0.5, 0.5}})), "resource MinLOD")
	im.MinLOD = 0
	// LOD precision: 8 fractional bits
	c, _ := LOD(im, &lin, &Op{LOD: 1.3})
	eq(t, 333.0/256, c, "quantized LOD")
	// no mips: level 0 only
	s = lin
	s.Mip = None
	eq(t, float32(0), val(Sample(im, &s, &Op{Coord: [3]float32{0.5, 0.5}, LOD: 2})), "mip none")
}

func TestGradLOD(t *testing.T) {
	im := mipImage()
	s := DefaultSampler
	for _, c := range []struct {
		dx, dy [3]float32
		want   float64
	}{
		{[3]float32{1.0 / 8}, [3]float32{0, 1.0 / 8}, 0},
		{[3]float32{2.0 / 8}, [3]float32{0, 1.0 / 8}, 1},
		{[3]float32{0}, [3]float32{3.0 / 8, 4.0 / 8}, math.Log2(5)},
		{[3]float32{1.0 / 16}, [3]float32{0}, -1},
	} {
		_, raw := LOD(im, &s, &Op{Grad: true, DX: c.dx, DY: c.dy})
		if math.Abs(raw-c.want) > 1e-9 {
			t.Errorf("derivatives %v %v: LOD %v, want %v", c.dx, c.dy, raw, c.want)
		}
	}
	// magnification with a point mag filter and a linear min filter
	ramp := ramp2D()
	s.Mag = Point
	eq(t, float32(0), val(Sample(ramp, &s, &Op{Coord: [3]float32{0.2, 0.2}, Grad: true, DX: [3]float32{0.1}})), "magnified: point")
	eq(t, float32(11*77.0/256), val(Sample(ramp, &s, &Op{Coord: [3]float32{0.2, 0.2}, Grad: true, DX: [3]float32{0.5}})), "minified: linear")
}

func TestCompareAndGather(t *testing.T) {
	im := ramp2D()
	s := DefaultSampler
	s.Compare = Less
	// texels 0, 1, 10, 11 around (0.25, 0.25); ref 5: 10 and 11 pass
	op := &Op{Coord: [3]float32{0.25, 0.25}, Compare: true, Ref: 5}
	eq(t, float32(0.5), val(Sample(im, &s, op)), "PCF")
	s.Compare = GreaterEqual
	op.Ref = 1
	eq(t, float32(0.5), val(Sample(im, &s, op)), "PCF >=")
	got := Gather(im, &s, op, 0)
	eq(t, [4]uint32{0, 0, f32b(1), f32b(1)}, got, "GatherCmp")
	op.Compare = false
	got = Gather(im, &s, op, 0)
	eq(t, [4]uint32{f32b(10), f32b(11), f32b(1), f32b(0)}, got, "Gather")
	// a missing component gathers 0 (alpha: 1)
	eq(t, [4]uint32{0, 0, 0, 0}, Gather(im, &s, op, 1), "GatherGreen")
	eq(t, [4]uint32{f32b(1), f32b(1), f32b(1), f32b(1)}, Gather(im, &s, op, 3), "GatherAlpha")
	// unorm: the reference is clamped to [0, 1]
	u8 := newImage(Dim2D, Format{Bits: [4]uint8{8}, Num: Unorm}, 1, 1, 1, 1, 1, func(l, k, x, y, z int) [4]uint32 { return scalar(1) })
	s.Compare = LessEqual
	eq(t, float32(1), val(Sample(u8, &s, &Op{Coord: [3]float32{0.5, 0.5}, Compare: true, Ref: 7})), "unorm reference clamp")
}

func TestReduction(t *testing.T) {
	im := ramp2D()
	s := DefaultSampler
	s.Reduction = Minimum
	op := &Op{Coord: [3]float32{0.25, 0.25}}
	eq(t, float32(0), val(Sample(im, &s, op)), "min")
	s.Reduction = Maximum
	eq(t, float32(11), val(Sample(im, &s, op)), "max")
	op.Coord = [3]float32{0.25, 0.125} // the y+1 texels have weight 0
	eq(t, float32(1), val(Sample(im, &s, op)), "max of nonzero weights")
	// linear mip filtering: the extreme over both levels' texels (the
	// texels the weighted sum would take), not a blend of each level's
	mips := newImage(Dim2D, r32f, 2, 2, 1, 1, 2, func(l, k, x, y, z int) [4]uint32 { return scalar(float32(5 - 3*l)) })
	op = &Op{Coord: [3]float32{0.5, 0.5}, LOD: 0.5}
	s.Reduction = Minimum
	eq(t, float32(2), val(Sample(mips, &s, op)), "min across levels")
	s.Reduction = Maximum
	eq(t, float32(5), val(Sample(mips, &s, op)), "max across levels")
	s.Reduction = Blend
	eq(t, float32(3.5), val(Sample(mips, &s, op)), "weighted across levels")
}

func TestArraysAnd3D(t *testing.T) {
	im := newImage(Dim2D, r32f, 2, 2, 1, 3, 1, func(l, k, x, y, z int) [4]uint32 { return scalar(float32(k)) })
	s := DefaultSampler
	for _, c := range []struct{ layer, want float32 }{{0, 0}, {1.4, 1}, {1.5, 2}, {-3, 0}, {9, 2}, {float32(math.NaN()), 0}} {
		eq(t, c.want, val(Sample(im, &s, &Op{Coord: [3]float32{0.5, 0.5}, Layer: c.layer})), "layer %v", c.layer)
	}
	vol := newImage(Dim3D, r32f, 2, 2, 4, 1, 1, func(l, k, x, y, z int) [4]uint32 { return scalar(float32(z)) })
	eq(t, float32(1.5), val(Sample(vol, &s, &Op{Coord: [3]float32{0.5, 0.5, 0.5}})), "3D linear")
	s.Z = Point
	eq(t, float32(2), val(Sample(vol, &s, &Op{Coord: [3]float32{0.5, 0.5, 0.5}})), "3D point z")
}

func TestIntegerAndFormats(t *testing.T) {
	u := newImage(Dim2D, Format{Bits: [4]uint8{16, 16}, Num: Uint}, 2, 2, 1, 1, 1, func(l, k, x, y, z int) [4]uint32 {
		return [4]uint32{uint32(x + 2*y), 7}
	})
	s := DefaultSampler
	eq(t, [4]uint32{3, 7, 0, 1}, Sample(u, &s, &Op{Coord: [3]float32{0.9, 0.9}}), "uint: nearest texel")
	rgba8 := newImage(Dim2D, Format{Bits: [4]uint8{8, 8, 8, 8}, Num: Unorm}, 2, 1, 1, 1, 1, func(l, k, x, y, z int) [4]uint32 {
		return [4]uint32{f32b(float32(x)), 0, f32b(1), f32b(0.2)}
	})
	got := Sample(rgba8, &s, &Op{Coord: [3]float32{0.5, 0.5}})
	eq(t, [4]uint32{f32b(0.5), 0, f32b(1), f32b(float32(51.0 / 255))}, got, "rgba8 unorm")
	srgb := newImage(Dim2D, Format{Bits: [4]uint8{8, 8, 8, 8}, Num: Srgb}, 2, 1, 1, 1, 1, func(l, k, x, y, z int) [4]uint32 {
		return [4]uint32{f32b(float32(x)), 0, 0, f32b(1)}
	})
	// blended in linear space
	eq(t, float32(0.5), val(Sample(srgb, &s, &Op{Coord: [3]float32{0.5, 0.5}})), "srgb")
	// border texels of a one-component format: (b, 0, 0, 1)
	s.Address = [3]Address{ClampBorder, ClampBorder, ClampBorder}
	s.Border = OpaqueWhite
	eq(t, [4]uint32{f32b(1), 0, 0, f32b(1)}, Sample(ramp2D(), &s, &Op{Coord: [3]float32{-1, -1}}), "border of R32")
}

func TestFetch(t *testing.T) {
	im := newImage(Dim2D, r32f, 4, 4, 1, 2, 2, func(l, k, x, y, z int) [4]uint32 { return scalar(float32(100*l + 10*k + x)) })
	v, ok := im.Fetch(1, 1, 0, 0, 1)
	eq(t, true, ok, "in range")
	eq(t, [4]uint32{f32b(111), 0, 0, f32b(1)}, v, "fetch")
	_, ok = im.Fetch(1, 2, 0, 0, 0)
	eq(t, false, ok, "x beyond level 1")
	_, ok = im.Fetch(2, 0, 0, 0, 0)
	eq(t, false, ok, "level beyond the chain")
}
