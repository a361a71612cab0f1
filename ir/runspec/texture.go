package runspec

import (
	"bytes"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"math"
	"strconv"
	"strings"

	"hlslc/internal/texfilter"
)

// Textures and samplers in the run spec.
//
// A texture gives its extents, and optionally its format and mip levels,
// with its texels:
//
//	"Tex": {
//	  "dims": [64, 64],            // width, height, depth or layers (cube arrays: cubes)
//	  "format": "R8G8B8A8_UNORM",  // a DXGI format name (also R8_UNORM_SRGB, R8G8_UNORM_SRGB);
//	                               // default: the one the texture declares
//	                               // ([[vk::image_format]]), else its element type's own
//	                               // (float4: R32G32B32A32_FLOAT, uint: R32_UINT, half2: R16G16_FLOAT)
//	  "levels": 7,                 // mip levels: a number, or "full" (down to 1x1); default 1
//	  "samples": 4,                // samples per texel of a Texture2DMS(Array): 1, 2, 4, 8
//	                               // or 16; default 1
//	  "texels": [0.5, 0.25, ...]   // one of the data sources below
//	}
//
// The texels of every level and layer are in D3D's subresource order: layer
// by layer (a cube's faces +X, -X, +Y, -Y, +Z, -Z, cube after cube), each
// layer its levels from the largest, each level row by row (x fastest),
// slice by slice for 3D textures; a multisampled texture's layer sample by
// sample, each sample's texels row by row. Data sources:
//
//   - "u8" (bytes), "u32", "f32", … (any element type), "zero", "file":
//     the bytes, in the format's memory layout, exactly as many as the
//     levels hold;
//   - "texels": one number per component of every texel, in that order,
//     converted to the format as a typed store converts (unorm clamps to
//     [0, 1] and rounds, float rounds to nearest even, …);
//   - "mips": one data object per level (any of the above, or
//     "generate"), each holding that level of every layer, layer by layer;
//   - "generate": a deterministic pattern: "noise" (pseudo-random values
//     valid for the format: [0, 1) in 1/256 steps for float-valued
//     formats, [-1, 1) for snorm, [0, 256) or [-128, 128) clamped to the
//     format for integers) or "gradient" (x/width, y/height, the level's
//     and the layer's fraction, per component) or "flat" (noise with one
//     value per layer, the same at every level: which texel or level a
//     sample reads does not matter, which layer does); {"pattern": "noise",
//     "seed": 7} picks another noise.
//
// A sampler gives its state as D3D describes it; every key is optional and
// defaults to D3D's default sampler (linear filtering, clamp addressing,
// LODs 0 to 15, no bias, comparison never, border opaque white):
//
//	"Samp": {
//	  "filter": "MIN_MAG_MIP_LINEAR",     // a D3D12_FILTER name (COMPARISON_, MINIMUM_,
//	                                      // MAXIMUM_ forms too), or "point" / "linear"
//	  "min": "linear", "mag": "point", "mip": "none",  // each filter on its own
//	  "address": "wrap",                  // or ["wrap", "mirror", "clamp"] for u, v, w:
//	                                      // wrap, mirror, clamp, border, mirror_once
//	  "border": [0, 0, 0, 1],             // or transparent_black, opaque_black, opaque_white
//	  "compare": "less_equal",            // never, less, equal, less_equal, greater,
//	                                      // not_equal, greater_equal, always
//	  "min_lod": 0, "max_lod": 15, "lod_bias": 0
//	}

// textureDataKeys are a texture's data sources.
const textureDataKeys = `"texels", "generate", "mips", "u8", "u32", "f32", … (any element type), "zero" or "file"`

// DefaultFormat is the format a typed resource's elements have when the spec
// names none: the element's components at their own width (32-bit
// float/int/uint, 16-bit half/int16/uint16, three of which take a
// four-component format); a 64-bit component is two 32-bit uint
// components, low word first, as D3D stores 64-bit typed elements
// (R32G32_UINT per component).
func (t Texel) DefaultFormat() texfilter.Format {
	var f texfilter.Format
	bits := uint8(8 * t.Elem.Size())
	if t.Wide() {
		bits = 32
	}
	n := t.StorageComps()
	if bits == 16 && n == 3 {
		n = 4 // no format has three 16-bit components (DXGI, gfx9): RGBA16
	}
	for i := 0; i < n && i < 4; i++ {
		f.Bits[i] = bits
	}
	switch t.Elem {
	case I16, I32:
		f.Num = texfilter.Sint
	case U16, U32, Bool, I64, U64, F64:
		f.Num = texfilter.Uint
	default:
		f.Num = texfilter.Float
	}
	return f
}

// Wide reports whether the elements have 64-bit components.
func (t Texel) Wide() bool { return t.Elem.Size() == 8 }

// StorageComps is the number of the format's components an element
// takes: its components, two per 64-bit component.
func (t Texel) StorageComps() int {
	if t.Wide() {
		return 2 * t.Comps
	}
	return t.Comps
}

// TexelFormat is the format of a typed resource's texels when the spec
// names none: the one it declares, else its element type's own.
func (r Resource) TexelFormat() texfilter.Format {
	if r.Format.Components() > 0 {
		return r.Format
	}
	return r.Texel.DefaultFormat()
}

// Compatible reports whether a texture of t elements may have format f:
// float elements read float-valued formats, int and uint elements their
// own integer formats (D3D's rule for shader resource views); 64-bit
// elements need their 32-bit uint components exactly.
func (t Texel) Compatible(f texfilter.Format) bool {
	def := t.DefaultFormat()
	if t.Wide() {
		return f == def
	}
	switch def.Num {
	case texfilter.Sint:
		return f.Num == texfilter.Sint
	case texfilter.Uint:
		return f.Num == texfilter.Uint
	}
	return f.Num.FloatValued()
}

// TextureLayout is where a bound texture's texels are in Bound.Data. The
// samples of a multisampled texture are layers: sample s of layer k is
// layer k*samples+s.
func (b *Bound) TextureLayout(s Shape) ([]texfilter.Level, int) {
	w, h, d := int(b.Extent[0]), int(b.Extent[1]), int(b.Extent[2])
	layers := 1
	if s.IsArray() {
		layers, d = d, 1
	}
	if s.IsMultisampled() {
		layers *= b.SampleCount()
	}
	return texfilter.PackedLevels(b.Format, w, h, d, layers, b.Levels)
}

// SampleCount is the samples per texel: Samples, or 1 when unset.
func (b *Bound) SampleCount() int { return max(b.Samples, 1) }

// Image returns a bound texture as the texture model sees it (its data
// shared with the Bound).
func (b *Bound) Image(s Shape) *texfilter.Image {
	lv, _ := b.TextureLayout(s)
	im := &texfilter.Image{Format: b.Format, Swizzle: texfilter.Identity, Layers: 1, Levels: lv, Data: b.Data}
	switch s {
	case Shape1D, Shape1DArray:
		im.Dim = texfilter.Dim1D
	case Shape3D:
		im.Dim = texfilter.Dim3D
	case ShapeCube, ShapeCubeArray:
		im.Dim = texfilter.DimCube
	default:
		im.Dim = texfilter.Dim2D
	}
	if s.IsArray() {
		im.Layers = int(b.Extent[2])
	}
	if s.IsMultisampled() {
		im.Layers *= b.SampleCount()
	}
	return im
}

// MaxLevels returns the number of levels of a full mip chain of a texture
// with the given extents (layers do not shrink).
func MaxLevels(s Shape, e [3]uint32) int {
	m := e[0]
	if s != Shape1D && s != Shape1DArray {
		m = max(m, e[1])
	}
	if s == Shape3D {
		m = max(m, e[2])
	}
	n := 1
	for ; m > 1; m >>= 1 {
		n++
	}
	return n
}

// textureExtent reads a texture's "dims" into width, height and depth or
// layers (a cube's 6 faces per cube).
func textureExtent(r Resource, raw json.RawMessage, path string) ([3]uint32, error) {
	e := [3]uint32{1, 1, 1}
	nums, err := numberList(raw, path)
	if err != nil {
		return e, err
	}
	want := map[Shape]string{Shape1D: "[width]", Shape2D: "[width, height]", Shape3D: "[width, height, depth]",
		Shape1DArray: "[width, layers]", Shape2DArray: "[width, height, layers]", ShapeCube: "[width, height]",
		ShapeCubeArray: "[width, height, cubes]", Shape2DMS: "[width, height]", Shape2DMSArray: "[width, height, layers]"}[r.Shape]
	if len(nums) != r.Shape.Dims() {
		return e, fmt.Errorf("run spec: %s: a %s takes %s, got %d numbers", path, r.Shape, want, len(nums))
	}
	var v [3]uint32
	for i, x := range nums {
		n, ok := integer(x, 1, MaxExtent)
		if !ok {
			return e, fmt.Errorf("run spec: %s[%d]: expected an extent from 1 to %d, got %s", path, i, MaxExtent, x)
		}
		v[i] = uint32(n.Int64())
	}
	switch r.Shape {
	case Shape1D:
		e[0] = v[0]
	case Shape1DArray:
		e[0], e[2] = v[0], v[1]
	case Shape2D, Shape2DMS:
		e[0], e[1] = v[0], v[1]
	case ShapeCube:
		e = [3]uint32{v[0], v[1], 6}
	case ShapeCubeArray:
		if v[2] > MaxExtent/6 {
			return e, fmt.Errorf("run spec: %s[2]: at most %d cubes", path, MaxExtent/6)
		}
		e = [3]uint32{v[0], v[1], 6 * v[2]}
	default:
		e = v
	}
	if r.Shape.IsCube() && e[0] != e[1] {
		return e, fmt.Errorf("run spec: %s: a cube's faces are square, got %dx%d", path, e[0], e[1])
	}
	return e, nil
}

// bindTexture reads a texture's extents, format, levels and texels.
func (s *Spec) bindTexture(r Resource, obj map[string]json.RawMessage, path string) (Bound, error) {
	b := Bound{Extent: [3]uint32{1, 1, 1}, Format: r.TexelFormat(), Levels: 1}
	d, ok := obj["dims"]
	if !ok {
		return b, fmt.Errorf("run spec: %s: missing \"dims\" (the %s's %d extents)", path, r.Shape, r.Shape.Dims())
	}
	var err error
	if b.Extent, err = textureExtent(r, d, path+".dims"); err != nil {
		return b, err
	}
	if raw, ok := obj["format"]; ok {
		var name string
		if err := json.Unmarshal(raw, &name); err != nil {
			return b, fmt.Errorf("run spec: %s.format: expected a format name such as \"R8G8B8A8_UNORM\"", path)
		}
		if b.Format, err = texfilter.ParseFormat(name); err != nil {
			return b, fmt.Errorf("run spec: %s.format: %v", path, err)
		}
		if !r.Texel.Compatible(b.Format) {
			return b, fmt.Errorf("run spec: %s.format: a texture of %s elements cannot have format %s (float elements take float, unorm, snorm or srgb formats; int and uint elements their own integer formats; 64-bit elements two 32-bit uint components each)", path, r.Texel, name)
		}
	}
	if raw, ok := obj["levels"]; ok {
		full := MaxLevels(r.Shape, b.Extent)
		var name string
		var n json.Number
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.UseNumber()
		switch {
		case json.Unmarshal(raw, &name) == nil && name == "full":
			b.Levels = full
		case dec.Decode(&n) == nil:
			x, ok := integer(n, 1, int64(full))
			if !ok {
				return b, fmt.Errorf("run spec: %s.levels: a %dx%dx%d %s has 1 to %d mip levels, got %s", path, b.Extent[0], b.Extent[1], b.Extent[2], r.Shape, full, n)
			}
			b.Levels = int(x.Int64())
		default:
			return b, fmt.Errorf("run spec: %s.levels: expected a number of mip levels or \"full\"", path)
		}
		if b.Levels > 1 && r.Writable {
			return b, fmt.Errorf("run spec: %s.levels: a %s RW texture is one mip level (a UAV views one level)", path, r.Shape)
		}
		if b.Levels > 1 && r.Shape.IsMultisampled() {
			return b, fmt.Errorf("run spec: %s.levels: a %s is one mip level (D3D has no multisampled mip chains)", path, r.Shape)
		}
	}
	if raw, ok := obj["samples"]; ok {
		var n json.Number
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.UseNumber()
		if !r.Shape.IsMultisampled() {
			return b, fmt.Errorf("run spec: %s.samples: a %s has one sample per texel; \"samples\" is for texture2dms and texture2dmsarray", path, r.Shape)
		}
		if dec.Decode(&n) != nil {
			n = ""
		}
		x, ok := integer(n, 1, MaxSamples)
		if !ok || x.Int64()&(x.Int64()-1) != 0 {
			return b, fmt.Errorf("run spec: %s.samples: expected 1, 2, 4, 8 or 16 samples per texel, got %s", path, raw)
		}
		b.Samples = int(x.Int64())
	} else if r.Shape.IsMultisampled() {
		b.Samples = 1
	}
	data := map[string]json.RawMessage{}
	for k, v := range obj {
		switch k {
		case "dims", "format", "levels", "samples":
		default:
			data[k] = v
		}
	}
	lv, size := b.TextureLayout(r.Shape)
	if err := s.reserve(int64(size), path); err != nil {
		return b, err
	}
	if len(data) != 1 {
		return b, fmt.Errorf("run spec: %s: expected \"dims\" (and optionally \"format\" and \"levels\") and exactly one of %s, got %d data keys", path, textureDataKeys, len(data))
	}
	if raw, ok := data["mips"]; ok {
		var mips []json.RawMessage
		if err := json.Unmarshal(raw, &mips); err != nil {
			return b, fmt.Errorf("run spec: %s.mips: expected an array with one data object per level", path)
		}
		if len(mips) != b.Levels {
			return b, fmt.Errorf("run spec: %s.mips: %d data objects, the texture has %d levels", path, len(mips), b.Levels)
		}
		b.Data = make([]byte, size)
		layers := int(b.Extent[2])
		if !r.Shape.IsArray() {
			layers = 1
		}
		if r.Shape.IsMultisampled() {
			layers *= b.SampleCount() // each sample a layer (TextureLayout)
		}
		bpe := b.Format.Bytes()
		for l, m := range mips {
			mp := fmt.Sprintf("%s.mips[%d]", path, l)
			mo, err := decodeObject(m, "run spec: "+mp)
			if err != nil {
				return b, err
			}
			one := lv[l]
			n := one.Width * one.Height * one.Depth
			part, err := s.texelData(r, b, mo, mp, n*layers, func(i int) (int, int, int, int, int) {
				k, t := i/n, i%n
				return l, k, t % one.Width, t / one.Width % one.Height, t / (one.Width * one.Height)
			})
			if err != nil {
				return b, err
			}
			for k := 0; k < layers; k++ {
				copy(b.Data[one.Offset+k*one.SlicePitch:], part[k*n*bpe:(k+1)*n*bpe])
			}
		}
		return b, nil
	}
	texels := size / b.Format.Bytes()
	b.Data, err = s.texelData(r, b, data, path, texels, func(i int) (int, int, int, int, int) {
		return texelAt(lv, b, r.Shape, i)
	})
	return b, err
}

// texelAt returns the level, layer and coordinates of texel i of a packed
// texture.
func texelAt(lv []texfilter.Level, b Bound, s Shape, i int) (l, k, x, y, z int) {
	chain := 0
	for _, v := range lv {
		chain += v.Width * v.Height * v.Depth
	}
	k, i = i/chain, i%chain
	for l = range lv {
		v := lv[l]
		n := v.Width * v.Height * v.Depth
		if i < n {
			return l, k, i % v.Width, i / v.Width % v.Height, i / (v.Width * v.Height)
		}
		i -= n
	}
	return 0, 0, 0, 0, 0
}

// texelData returns n texels of b's format from one data source; at(i) is
// the level, layer and coordinates of texel i (for the generators).
func (s *Spec) texelData(r Resource, b Bound, obj map[string]json.RawMessage, path string, n int, at func(int) (int, int, int, int, int)) ([]byte, error) {
	f := b.Format
	bpe := f.Bytes()
	for k, v := range obj {
		kp := path + "." + k
		switch k {
		case "texels":
			nums, err := numberList(v, kp)
			if err != nil {
				return nil, err
			}
			c := f.Components()
			if len(nums) != n*c {
				return nil, fmt.Errorf("run spec: %s: %d numbers, but %d texels of %d components take %d", kp, len(nums), n, c, n*c)
			}
			out := make([]byte, n*bpe)
			for i := 0; i < n; i++ {
				var vals [4]uint32
				for j := 0; j < c; j++ {
					x, err := componentValue(f.Num, nums[i*c+j])
					if err != nil {
						return nil, fmt.Errorf("run spec: %s[%d]: %v", kp, i*c+j, err)
					}
					vals[j] = x
				}
				f.Encode(out[i*bpe:], vals, c)
			}
			return out, nil
		case "generate":
			return generate(f, v, kp, n, at)
		case "u8":
			nums, err := numberList(v, kp)
			if err != nil {
				return nil, err
			}
			if len(nums) != n*bpe {
				return nil, fmt.Errorf("run spec: %s: %d bytes, but %d texels of %s hold %d", kp, len(nums), n, f, n*bpe)
			}
			out := make([]byte, len(nums))
			for i, x := range nums {
				v, ok := integer(x, 0, 255)
				if !ok {
					return nil, fmt.Errorf("run spec: %s[%d]: expected a byte (0 to 255), got %s", kp, i, x)
				}
				out[i] = byte(v.Int64())
			}
			return out, nil
		}
	}
	if _, ok := obj["mips"]; ok {
		return nil, fmt.Errorf("run spec: %s: \"mips\" inside \"mips\"", path)
	}
	buf, err := s.bufferData(r, obj, path)
	if err != nil {
		return nil, err
	}
	if len(buf) != n*bpe {
		return nil, fmt.Errorf("run spec: %s: %d bytes, but %d texels of %s hold %d", path, len(buf), n, f, n*bpe)
	}
	return buf, nil
}

// componentValue converts a JSON number to the register value a texel
// component of number format num takes: float bits for the float-valued
// formats, a 32-bit integer for the integer ones.
func componentValue(num texfilter.Num, n json.Number) (uint32, error) {
	if num.FloatValued() {
		v, err := strconv.ParseFloat(string(n), 64)
		if err != nil && !strings.Contains(err.Error(), "range") {
			return 0, fmt.Errorf("expected a number, got %s", n)
		}
		return math.Float32bits(float32(v)), nil
	}
	lo, hi := int64(math.MinInt32), int64(math.MaxInt32)
	if num == texfilter.Uint {
		lo, hi = 0, math.MaxUint32
	}
	v, ok := integer(n, lo, hi)
	if !ok {
		return 0, fmt.Errorf("expected an integer from %d to %d, got %s", lo, hi, n)
	}
	return uint32(v.Int64()), nil
}

// generate fills n texels with a named pattern.
func generate(f texfilter.Format, raw json.RawMessage, path string, n int, at func(int) (int, int, int, int, int)) ([]byte, error) {
	pattern, seed := "", uint64(0)
	if json.Unmarshal(raw, &pattern) != nil {
		var o struct {
			Pattern string `json:"pattern"`
			Seed    uint64 `json:"seed"`
		}
		d := json.NewDecoder(bytes.NewReader(raw))
		d.DisallowUnknownFields()
		if err := d.Decode(&o); err != nil {
			return nil, fmt.Errorf("run spec: %s: expected \"noise\", \"gradient\", \"flat\" or {\"pattern\": ..., \"seed\": N}", path)
		}
		pattern, seed = o.Pattern, o.Seed
	}
	c := f.Components()
	bpe := f.Bytes()
	out := make([]byte, n*bpe)
	// noiseTexel draws one texel of noise valid for the format
	noiseTexel := func(state *uint64) [4]uint32 {
		var vals [4]uint32
		for j := 0; j < c; j++ {
			*state = *state*6364136223846793005 + 1442695040888963407
			r := int64(*state >> 56) // [0, 256)
			switch f.Num {
			case texfilter.Uint:
				vals[j] = uint32(min(r, int64(1)<<f.Bits[j]-1))
			case texfilter.Sint:
				vals[j] = uint32(int32(max(min(r-128, int64(1)<<(f.Bits[j]-1)-1), -(int64(1) << (f.Bits[j] - 1)))))
			case texfilter.Snorm:
				vals[j] = math.Float32bits(float32(r-128) / 128)
			default:
				vals[j] = math.Float32bits(float32(r) / 256)
			}
		}
		return vals
	}
	switch pattern {
	case "noise":
		h := fnv.New64a()
		fmt.Fprintf(h, "texture noise %d", seed)
		state := h.Sum64()
		for i := 0; i < n; i++ {
			f.Encode(out[i*bpe:], noiseTexel(&state), c)
		}
	case "flat":
		for i := 0; i < n; i++ {
			_, k, _, _, _ := at(i)
			h := fnv.New64a()
			fmt.Fprintf(h, "texture flat %d %d", seed, k)
			state := h.Sum64()
			f.Encode(out[i*bpe:], noiseTexel(&state), c)
		}
	case "gradient":
		if !f.Num.FloatValued() {
			return nil, fmt.Errorf("run spec: %s: the gradient pattern is for float-valued formats", path)
		}
		for i := 0; i < n; i++ {
			l, k, x, y, z := at(i)
			_ = z
			v := [4]float32{(float32(x) + 0.5) / 64, (float32(y) + 0.5) / 64, float32(l) / 16, float32(k%16) / 16}
			var vals [4]uint32
			for j := 0; j < c; j++ {
				vals[j] = math.Float32bits(v[j])
			}
			f.Encode(out[i*bpe:], vals, c)
		}
	default:
		return nil, fmt.Errorf("run spec: %s: unknown pattern %q (expected noise, gradient or flat)", path, pattern)
	}
	return out, nil
}

// d3dFilter parses a D3D12_FILTER name (without the prefix): the
// comparison or min/max reduction, then the min, mag and mip filters.
func d3dFilter(name string, s *texfilter.Sampler) (compare bool, err error) {
	n := strings.ToUpper(name)
	for _, p := range []string{"D3D12_FILTER_", "D3D11_FILTER_"} {
		n = strings.TrimPrefix(n, p)
	}
	switch {
	case strings.HasPrefix(n, "COMPARISON_"):
		compare, n = true, n[len("COMPARISON_"):]
	case strings.HasPrefix(n, "MINIMUM_"):
		s.Reduction, n = texfilter.Minimum, n[len("MINIMUM_"):]
	case strings.HasPrefix(n, "MAXIMUM_"):
		s.Reduction, n = texfilter.Maximum, n[len("MAXIMUM_"):]
	}
	if strings.HasSuffix(n, "ANISOTROPIC") {
		return false, fmt.Errorf("anisotropic filtering is not modelled")
	}
	f := func(v string) texfilter.Filter {
		if v == "LINEAR" {
			return texfilter.Linear
		}
		return texfilter.Point
	}
	// MIN_x_MAG_y_MIP_z with the shortened forms MIN_MAG_x_MIP_y,
	// MIN_x_MAG_MIP_y and MIN_MAG_MIP_x
	var min, mag, mip string
	parts := strings.Split(n, "_")
	switch {
	case len(parts) == 4 && parts[0] == "MIN" && parts[1] == "MAG" && parts[2] == "MIP":
		min, mag, mip = parts[3], parts[3], parts[3]
	case len(parts) == 5 && parts[0] == "MIN" && parts[1] == "MAG" && parts[3] == "MIP":
		min, mag, mip = parts[2], parts[2], parts[4]
	case len(parts) == 5 && parts[0] == "MIN" && parts[2] == "MAG" && parts[3] == "MIP":
		min, mag, mip = parts[1], parts[4], parts[4]
	case len(parts) == 6 && parts[0] == "MIN" && parts[2] == "MAG" && parts[4] == "MIP":
		min, mag, mip = parts[1], parts[3], parts[5]
	default:
		return false, fmt.Errorf("unknown filter %q (expected a D3D12_FILTER name such as MIN_MAG_MIP_LINEAR or COMPARISON_MIN_MAG_LINEAR_MIP_POINT, or point or linear)", name)
	}
	for _, v := range []string{min, mag, mip} {
		if v != "POINT" && v != "LINEAR" {
			return false, fmt.Errorf("unknown filter %q (a filter is POINT or LINEAR)", name)
		}
	}
	s.Min, s.Mag, s.Mip = f(min), f(mag), f(mip)
	return compare, nil
}

// samplerKeys are a sampler's keys.
var samplerKeys = []string{"filter", "min", "mag", "mip", "address", "border", "compare", "min_lod", "max_lod", "lod_bias", "max_anisotropy"}

// bindSampler reads a sampler state.
func (s *Spec) bindSampler(r Resource, raw json.RawMessage) (Bound, error) {
	smp, err := ParseSampler(raw, "resources."+r.Name, r.Compare)
	return Bound{Extent: [3]uint32{1, 1, 1}, Sampler: smp}, err
}

// ParseSampler reads a sampler state object (see above; D3D's default
// sampler for the keys not given) at path; compare allows COMPARISON_
// filters (a SamplerComparisonState).
func ParseSampler(raw json.RawMessage, path string, compare bool) (*texfilter.Sampler, error) {
	obj, err := decodeObject(raw, "run spec: "+path)
	if err != nil {
		return nil, err
	}
	smp := texfilter.DefaultSampler
	smp.Border = texfilter.OpaqueWhite
	for _, k := range sortedKeys(obj) {
		known := false
		for _, n := range samplerKeys {
			known = known || n == k
		}
		if !known {
			return nil, fmt.Errorf("run spec: %s: unknown sampler key %q (expected %s)", path, k, strings.Join(samplerKeys, ", "))
		}
	}
	str := func(k string) (string, bool, error) {
		v, ok := obj[k]
		if !ok {
			return "", false, nil
		}
		var x string
		if err := json.Unmarshal(v, &x); err != nil {
			return "", true, fmt.Errorf("run spec: %s.%s: expected a string", path, k)
		}
		return x, true, nil
	}
	num := func(k string, lo, hi float64) (float32, bool, error) {
		v, ok := obj[k]
		if !ok {
			return 0, false, nil
		}
		var x float64
		if err := json.Unmarshal(v, &x); err != nil || x < lo || x > hi {
			return 0, true, fmt.Errorf("run spec: %s.%s: expected a number from %g to %g", path, k, lo, hi)
		}
		return float32(x), true, nil
	}
	if v, ok, err := str("filter"); err != nil {
		return nil, err
	} else if ok {
		switch strings.ToLower(v) {
		case "point", "linear":
			f, _ := texfilter.ParseFilter(v, false)
			smp.Min, smp.Mag, smp.Mip = f, f, f
		default:
			cmp, err := d3dFilter(v, &smp)
			if err != nil {
				return nil, fmt.Errorf("run spec: %s.filter: %v", path, err)
			}
			if cmp && !compare {
				return nil, fmt.Errorf("run spec: %s.filter: a COMPARISON_ filter is for a SamplerComparisonState", path)
			}
		}
	}
	for _, k := range []string{"min", "mag", "mip"} {
		v, ok, err := str(k)
		if err != nil {
			return nil, err
		}
		if !ok {
			continue
		}
		f, err := texfilter.ParseFilter(v, k == "mip")
		if err != nil {
			return nil, fmt.Errorf("run spec: %s.%s: %v", path, k, err)
		}
		*map[string]*texfilter.Filter{"min": &smp.Min, "mag": &smp.Mag, "mip": &smp.Mip}[k] = f
	}
	if v, ok := obj["address"]; ok {
		var one string
		var three []string
		switch {
		case json.Unmarshal(v, &one) == nil:
			three = []string{one, one, one}
		case json.Unmarshal(v, &three) == nil && len(three) == 3:
		default:
			return nil, fmt.Errorf("run spec: %s.address: expected a mode or [u, v, w] modes (wrap, mirror, clamp, border, mirror_once)", path)
		}
		for i, m := range three {
			if smp.Address[i], err = texfilter.ParseAddress(m); err != nil {
				return nil, fmt.Errorf("run spec: %s.address: %v", path, err)
			}
		}
	}
	if v, ok := obj["border"]; ok {
		var name string
		var rgba []float64
		switch {
		case json.Unmarshal(v, &name) == nil:
			bc, ok := map[string]texfilter.BorderColor{"transparent_black": texfilter.TransparentBlack, "opaque_black": texfilter.OpaqueBlack, "opaque_white": texfilter.OpaqueWhite}[strings.ToLower(name)]
			if !ok {
				return nil, fmt.Errorf("run spec: %s.border: unknown border colour %q (expected transparent_black, opaque_black, opaque_white or [r, g, b, a])", path, name)
			}
			smp.Border = bc
		case json.Unmarshal(v, &rgba) == nil && len(rgba) == 4:
			switch rgba := [4]float64(rgba); rgba {
			case [4]float64{0, 0, 0, 0}:
				smp.Border = texfilter.TransparentBlack
			case [4]float64{0, 0, 0, 1}:
				smp.Border = texfilter.OpaqueBlack
			case [4]float64{1, 1, 1, 1}:
				smp.Border = texfilter.OpaqueWhite
			default:
				smp.Border = texfilter.CustomBorder
				for i, c := range rgba {
					smp.Custom[i] = math.Float32bits(float32(c))
				}
			}
		default:
			return nil, fmt.Errorf("run spec: %s.border: expected [r, g, b, a] or a border colour name", path)
		}
	}
	if v, ok, err := str("compare"); err != nil {
		return nil, err
	} else if ok {
		if smp.Compare, err = texfilter.ParseCompare(v); err != nil {
			return nil, fmt.Errorf("run spec: %s.compare: %v", path, err)
		}
	}
	for _, k := range []struct {
		name   string
		lo, hi float64
		dst    *float32
	}{{"min_lod", -math.MaxFloat32, math.MaxFloat32, &smp.MinLOD}, {"max_lod", -math.MaxFloat32, math.MaxFloat32, &smp.MaxLOD}, {"lod_bias", -16, 15.99, &smp.Bias}} {
		v, ok, err := num(k.name, k.lo, k.hi)
		if err != nil {
			return nil, err
		}
		if ok {
			*k.dst = v
		}
	}
	// GCN holds the LOD clamps in unsigned 4.8 fixed point (0 to 15.996)
	// and the bias in signed 6.8: the state is what the S# can hold,
	// rounded to nearest as the descriptor's encoding rounds
	fix := func(x float32, lo, hi float64) float32 {
		return float32(math.Floor(max(lo, min(float64(x), hi))*256+0.5) / 256)
	}
	smp.MinLOD = fix(smp.MinLOD, 0, 4095.0/256)
	smp.MaxLOD = fix(smp.MaxLOD, 0, 4095.0/256)
	smp.Bias = fix(smp.Bias, -32, 8191.0/256)
	if v, ok, err := num("max_anisotropy", 0, 16); err != nil {
		return nil, err
	} else if ok && v > 1 {
		return nil, fmt.Errorf("run spec: %s.max_anisotropy: anisotropic filtering is not modelled", path)
	}
	return &smp, nil
}
