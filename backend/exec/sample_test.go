package exec

import (
	"encoding/binary"
	"fmt"
	"math"
	"strings"
	"testing"

	"hlslc/backend/gfx9"
	"hlslc/internal/texfilter"
)

var texfilterDefault = texfilter.DefaultSampler

// mustSpec sets up a spec for kernel without running it.
func mustSpec(t *testing.T, co []byte, kernel, spec string) (*Memory, Dispatch, map[string]*Alloc, error) {
	t.Helper()
	s, err := ParseSpec([]byte(spec), ".")
	if err != nil {
		return nil, Dispatch{}, nil, err
	}
	p, err := Load(co, kernel)
	if err != nil {
		return nil, Dispatch{}, nil, err
	}
	return s.Setup(p)
}

// Sampling tests: the kernels of testdata/sample.ll (llc-19's
// llvm.amdgcn.image.sample*/gather4*/getlod, so the address layouts are
// LLVM's), run on images and sampler states given as run specs. Expected
// values are closed forms of the test images (point samples at texel
// centres, midpoints of linear filtering, constant mip levels), not the
// texture model's code.

// lanes is a per-lane input: eight 32-bit values per lane.
type lanes [64][8]uint32

func f32w(f float32) uint32 { return math.Float32bits(f) }

func (in *lanes) set(i int, vals ...float32) {
	for k, v := range vals {
		in[i][k] = f32w(v)
	}
}

// sampleRun runs kernel on image img (the imagedesc object's JSON
// without the buffer) holding words, with sampler smp, and returns out.
func sampleRun(t *testing.T, kernel, img string, words []uint32, smp string, in *lanes) [64][4]uint32 {
	t.Helper()
	return sampleRunFile(t, "sample.ll", kernel, img, words, smp, in)
}

// sampleRunFile is sampleRun with a kernel of testdata/file.
func sampleRunFile(t *testing.T, file, kernel, img string, words []uint32, smp string, in *lanes) [64][4]uint32 {
	t.Helper()
	co := buildLL(t, file)
	flat := make([]uint32, 0, 64*8)
	for _, l := range in {
		flat = append(flat, l[:]...)
	}
	spec := fmt.Sprintf(`{"dispatch": [1, 1, 1], "workgroup": [64, 1, 1],
		"buffers": {"img": {"u32": %s}, "in": {"u32": %s}, "out": {"zero": 1024}},
		"kernargs": [{"imagedesc": "img", %s}, {"samplerdesc": %s}, {"ptr": "in"}, {"ptr": "out"}]}`,
		jsonU32(words), jsonU32(flat), img, smp)
	got := runJSON(t, co, kernel, spec)["out"]
	var r [64][4]uint32
	for i := range r {
		copy(r[i][:], got[4*i:])
	}
	return r
}

// checkLanes compares the first n components of lanes' results.
func checkLanes(t *testing.T, what string, got [64][4]uint32, want map[int][4]float32, n int) {
	t.Helper()
	bad := 0
	for l, w := range want {
		for c := 0; c < n; c++ {
			if g := math.Float32frombits(got[l][c]); g != w[c] && bad < 6 {
				t.Errorf("%s: lane %d component %d = %v, want %v", what, l, c, g, w[c])
				bad++
			}
		}
	}
}

func floatWords(fs []float32) []uint32 {
	w := make([]uint32, len(fs))
	for i, f := range fs {
		w[i] = f32w(f)
	}
	return w
}

// ramp is a 4x4 "32 float" image with texel (x, y) = x + 10y.
func ramp() (string, []uint32) {
	var fs []float32
	for y := 0; y < 4; y++ {
		for x := 0; x < 4; x++ {
			fs = append(fs, float32(x+10*y))
		}
	}
	return `"format": "32 float", "type": "2d", "dims": [4, 4]`, floatWords(fs)
}

// mipped is an 8x8 "32 float" image with 4 levels in gfx9's linear
// layout; every texel of level l is 100*l.
func mipped(t *testing.T) (string, []uint32) {
	d, err := gfx9.ImageDescriptorLevels(0, gfx9.Image2D, gfx9.FormatR32Float, 8, 8, 1, 4)
	if err != nil {
		t.Fatal(err)
	}
	r := gfx9.DecodeImageDescriptor(d)
	words := make([]uint32, r.LinearSize()/4)
	for l, lv := range r.LinearLevels() {
		for y := uint64(0); y < uint64(lv.Height); y++ {
			for x := uint64(0); x < uint64(lv.Width); x++ {
				words[(lv.Offset+y*lv.RowPitch+4*x)/4] = f32w(float32(100 * l))
			}
		}
	}
	return `"format": "32 float", "type": "2d", "dims": [8, 8], "levels": 4`, words
}

const pointSampler = `{"filter": "MIN_MAG_MIP_POINT"}`

func TestSamplePointAndLinear(t *testing.T) {
	img, words := ramp()
	var in lanes
	want, wantLin := map[int][4]float32{}, map[int][4]float32{}
	for i := 0; i < 16; i++ {
		x, y := i%4, i/4
		in.set(i, (float32(x)+0.5)/4, (float32(y)+0.5)/4, 0)
		want[i] = [4]float32{float32(x + 10*y), 0, 0, 1} // a one-component format reads (r, 0, 0, 1)
		wantLin[i] = [4]float32{float32(x + 10*y), 0, 0, 1}
	}
	checkLanes(t, "point", sampleRun(t, "sample_l_2d", img, words, pointSampler, &in), want, 4)
	checkLanes(t, "linear at centres", sampleRun(t, "sample_lz_2d", img, words, `{}`, &in), wantLin, 4)
	// midway between texels x and x+1: the average
	for i := 0; i < 12; i++ {
		x, y := i%3, i/3
		in.set(i, float32(x+1)/4, (float32(y)+0.5)/4)
		wantLin[i] = [4]float32{float32(x) + 0.5 + float32(10*y), 0, 0, 1}
	}
	checkLanes(t, "linear midpoints", sampleRun(t, "sample_lz_2d", img, words, `{}`, &in), wantLin, 4)
	// wrap, border with a custom colour (a one-component format keeps r)
	in = lanes{}
	in.set(0, 0, 0.125)
	in.set(1, -1, -1)
	got := sampleRun(t, "sample_lz_2d", img, words, `{"address": "wrap"}`, &in)
	checkLanes(t, "wrap", got, map[int][4]float32{0: {1.5, 0, 0, 1}}, 4)
	got = sampleRun(t, "sample_lz_2d", img, words, `{"address": "border", "border": [7, 8, 9, 10]}`, &in)
	checkLanes(t, "custom border", got, map[int][4]float32{1: {7, 0, 0, 1}}, 4)
}

func TestSampleOffsetsCompareGather(t *testing.T) {
	img, words := ramp()
	var in lanes
	off := func(x, y int) uint32 { return uint32(x&63 | (y&63)<<8) }
	// point at the centre of (1, 2) offset by (1, -1): texel (2, 1)
	in.set(0, 1.5/4, 2.5/4)
	in[0][2] = off(1, -1)
	checkLanes(t, "offset", sampleRun(t, "sample_lz_o_2d", img, words, pointSampler, &in), map[int][4]float32{0: {12, 0, 0, 1}}, 4)
	// the 2x2 footprint at (0.25, 0.25) is 0, 1, 10, 11
	in = lanes{}
	in.set(0, 0.25, 0.25, 5.5)
	in.set(1, 0.25, 0.25, 100)
	got := sampleRun(t, "sample_c_lz_2d", img, words, `{"compare": "less_equal"}`, &in)
	checkLanes(t, "compare", got, map[int][4]float32{0: {0.5}, 1: {0}}, 1)
	// sample_c_l_o: offset (1, 1) moves the footprint to 11, 12, 21, 22
	in = lanes{}
	in.set(0, 0.25, 0.25, 11.5, 0, 0)
	in[0][3] = off(1, 1)
	got = sampleRun(t, "sample_c_l_o_2d", img, words, `{"compare": "less"}`, &in)
	checkLanes(t, "compare with offset", got, map[int][4]float32{0: {0.75}}, 1)
	// gather: (x0, y1), (x1, y1), (x1, y0), (x0, y0)
	in = lanes{}
	in.set(0, 0.25, 0.25, 10.5)
	checkLanes(t, "gather red", sampleRun(t, "gather4_lz_2d_r", img, words, pointSampler, &in), map[int][4]float32{0: {10, 11, 1, 0}}, 4)
	checkLanes(t, "gather green", sampleRun(t, "gather4_lz_2d_g", img, words, pointSampler, &in), map[int][4]float32{0: {0, 0, 0, 0}}, 4)
	checkLanes(t, "gather compare", sampleRun(t, "gather4_c_lz_2d", img, words, `{"compare": "less"}`, &in), map[int][4]float32{0: {0, 1, 0, 0}}, 4)
	in[0][2] = off(1, 1)
	checkLanes(t, "gather offset", sampleRun(t, "gather4_lz_o_2d", img, words, pointSampler, &in), map[int][4]float32{0: {21, 22, 12, 11}}, 4)
}

func TestSampleMips(t *testing.T) {
	img, words := mipped(t)
	var in lanes
	want := map[int][4]float32{}
	for i, lod := range []float32{0, 1, 2, 3, 5, 1.5, 0.25} {
		in.set(i, 0.5, 0.5, lod)
		v := 100 * min(lod, 3)
		want[i] = [4]float32{v, 0, 0, 1}
	}
	checkLanes(t, "explicit LOD", sampleRun(t, "sample_l_2d", img, words, `{}`, &in), want, 4)
	// derivatives: d/dx of s spanning 2^lod texels
	in, want = lanes{}, map[int][4]float32{}
	for i, d := range []float32{1, 2, 4, 8, 0.5} {
		in.set(i, 0.5, 0.5, d/8, 0, 0, d/8)
		want[i] = [4]float32{100 * float32(max(0, min(3, math.Log2(float64(d))))), 0, 0, 1}
	}
	checkLanes(t, "derivatives", sampleRun(t, "sample_d_2d", img, words, `{}`, &in), want, 4)
	// sample_d_cl: clamp the LOD to at least a6
	in = lanes{}
	in.set(0, 0.5, 0.5, 1.0/8, 0, 0, 1.0/8, 2)
	checkLanes(t, "derivatives with a clamp", sampleRun(t, "sample_d_cl_2d", img, words, `{}`, &in), map[int][4]float32{0: {200, 0, 0, 1}}, 4)
	// implicit derivatives from each quad (lanes 4q..4q+3: x, x+d; below):
	// d = 2 texels is LOD 1, plus a bias of 1 for sample_b
	in, want = lanes{}, map[int][4]float32{}
	for q := 0; q < 16; q++ {
		d := float32(int(1)<<(q%3)) / 8 // 1, 2, 4 texels: LOD 0, 1, 2
		for k := 0; k < 4; k++ {
			in.set(4*q+k, 0.25+d*float32(k%2), 0.25+d*float32(k/2), 1)
			want[4*q+k] = [4]float32{float32(100 * min(q%3+1, 3)), 0, 0, 1}
		}
	}
	checkLanes(t, "implicit derivatives and a bias", sampleRun(t, "sample_b_2d", img, words, `{}`, &in), want, 4)
	for l, w := range want {
		w[0] -= 100
		want[l] = w
	}
	checkLanes(t, "implicit derivatives", sampleRun(t, "sample_2d", img, words, `{}`, &in), want, 4)
	// get_lod: the LOD after the sampler's clamp, then the unclamped one
	got := sampleRun(t, "getlod_2d", img, words, `{"max_lod": 0.5}`, &in)
	checkLanes(t, "get_lod", got, map[int][4]float32{0: {0, 0}, 4: {0.5, 1}, 8: {0.5, 2}}, 2)
	// the sampler's own clamps and bias
	in = lanes{}
	in.set(0, 0.5, 0.5, 0)
	checkLanes(t, "min_lod", sampleRun(t, "sample_l_2d", img, words, `{"min_lod": 2}`, &in), map[int][4]float32{0: {200, 0, 0, 1}}, 4)
	checkLanes(t, "lod_bias", sampleRun(t, "sample_l_2d", img, words, `{"lod_bias": 1.5}`, &in), map[int][4]float32{0: {150, 0, 0, 1}}, 4)
	checkLanes(t, "mip point", sampleRun(t, "sample_l_2d", img, words, `{"lod_bias": 1.25, "mip": "point"}`, &in), map[int][4]float32{0: {100, 0, 0, 1}}, 4)
}

func TestSampleArraysCubes3D(t *testing.T) {
	// 1D array: 4 wide, 3 layers, texel x + 10*layer
	var fs []float32
	for k := 0; k < 3; k++ {
		for x := 0; x < 4; x++ {
			fs = append(fs, float32(x+10*k))
		}
	}
	var in lanes
	in.set(0, 0.6, 1.4)
	in.set(1, 0.6, 1.6)
	in.set(2, 0.1, 7)
	got := sampleRun(t, "sample_l_1darray", `"format": "32 float", "type": "1darray", "dims": [4, 3]`, floatWords(fs), pointSampler, &in)
	checkLanes(t, "1D array", got, map[int][4]float32{0: {12}, 1: {22}, 2: {20}}, 1)
	// 2D array 2x2x3: 100*layer + x + 10y
	fs = nil
	for k := 0; k < 3; k++ {
		for i := 0; i < 4; i++ {
			fs = append(fs, float32(100*k+i%2+10*(i/2)))
		}
	}
	in = lanes{}
	in.set(0, 0.75, 0.25, 1.4)
	in.set(1, 0.25, 0.75, 2)
	got = sampleRun(t, "sample_l_2darray", `"format": "32 float", "type": "2darray", "dims": [2, 2, 3]`, floatWords(fs), pointSampler, &in)
	checkLanes(t, "2D array", got, map[int][4]float32{0: {101}, 1: {210}}, 1)
	// 3D 2x2x4: 10*z, linear in z
	fs = nil
	for z := 0; z < 4; z++ {
		for i := 0; i < 4; i++ {
			fs = append(fs, float32(10*z))
		}
	}
	in = lanes{}
	in.set(0, 0.5, 0.5, 0.5)
	in.set(1, 0.5, 0.5, 0.125)
	got = sampleRun(t, "sample_l_3d", `"format": "32 float", "type": "3d", "dims": [2, 2, 4]`, floatWords(fs), `{}`, &in)
	checkLanes(t, "3D", got, map[int][4]float32{0: {15}, 1: {0}}, 1)
	// cube array of two 2x2 cubes: 10*layer everywhere; the face id is
	// 8*cube + face
	fs = nil
	for k := 0; k < 12; k++ {
		for i := 0; i < 4; i++ {
			fs = append(fs, float32(10*k))
		}
	}
	in = lanes{}
	for f := 0; f < 6; f++ {
		in.set(f, 1.5, 1.5, float32(f))
		in.set(6+f, 1.5, 1.5, float32(8+f))
	}
	got = sampleRun(t, "sample_l_cube", `"format": "32 float", "type": "cube", "dims": [2, 2, 12]`, floatWords(fs), `{}`, &in)
	want := map[int][4]float32{}
	for f := 0; f < 12; f++ {
		want[f] = [4]float32{float32(10 * f)}
	}
	checkLanes(t, "cube array", got, want, 1)
}

func TestSampleD16AndErrors(t *testing.T) {
	img, words := ramp()
	var in lanes
	in.set(0, 3.5/4, 0.5/4)
	co := buildLL(t, "sample.ll")
	flat := make([]uint32, 0, 512)
	for _, l := range in {
		flat = append(flat, l[:]...)
	}
	spec := func(smp string) string {
		return fmt.Sprintf(`{"dispatch": [1, 1, 1], "workgroup": [64, 1, 1],
			"buffers": {"img": {"u32": %s}, "in": {"u32": %s}, "out": {"zero": 1024}},
			"kernargs": [{"imagedesc": "img", %s}, {"samplerdesc": %s}, {"ptr": "in"}, {"ptr": "out"}]}`, jsonU32(words), jsonU32(flat), img, smp)
	}
	out := runJSON(t, co, "sample_lz_2d_d16", spec(pointSampler))["out"]
	// halves (3, 0) and (0, 1)
	if out[0] != 0x4200 || out[1] != 0x3c000000 {
		t.Errorf("d16: %#x %#x", out[0], out[1])
	}
	if _, err := ParseSpec([]byte(spec(`{"filter": "ANISOTROPIC"}`)), "."); err == nil {
		t.Errorf("anisotropic sampler accepted")
	}
	// an S# the executor does not model is an error, not wrong values
	sd := SamplerDescriptor(&texfilterDefault, 0)
	sd[0] |= 2 << 9 // MAX_ANISO_RATIO
	m, d, _, err := mustSpec(t, co, "sample_lz_2d", spec(pointSampler))
	if err != nil {
		t.Fatal(err)
	}
	for w, v := range sd {
		binary.LittleEndian.PutUint32(d.Kernarg[32+4*w:], v) // the S# follows the 32-byte T#
	}
	p, err := Load(co, "sample_lz_2d")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.Run(m, d, Options{}); err == nil || !strings.Contains(err.Error(), "anisotropic filtering") {
		t.Errorf("anisotropic S#: %v", err)
	}
}

// Every sampler state the texture model describes survives the S# and
// back (the executor's decoding is the inverse of SamplerDescriptor).
func TestSamplerDescriptorRoundTrip(t *testing.T) {
	w := &wave{wg: &group{}}
	n := 0
	for a := texfilter.Wrap; a <= texfilter.MirrorOnceBorder; a++ {
		for _, f := range []texfilter.Filter{texfilter.Point, texfilter.Linear} {
			for _, mip := range []texfilter.Filter{texfilter.None, texfilter.Point, texfilter.Linear} {
				for _, red := range []texfilter.Reduction{texfilter.Blend, texfilter.Minimum, texfilter.Maximum} {
					for _, bc := range []texfilter.BorderColor{texfilter.TransparentBlack, texfilter.OpaqueBlack, texfilter.OpaqueWhite} {
						s := texfilter.Sampler{
							Address: [3]texfilter.Address{a, (a + 1) % 8, (a + 5) % 8}, Mag: f, Min: f ^ 3, Z: mip, Mip: mip,
							MinLOD: 1.25, MaxLOD: 7.5, Bias: -3.75, Compare: texfilter.Compare(n % 8), Reduction: red,
							Border: bc, Unnormalized: n%2 == 0, Seamless: n%3 == 0,
						}
						n++
						r := gfx9.DecodeSamplerDescriptor(SamplerDescriptor(&s, 0))
						got, err := w.texSampler(nil, "test", &r, false)
						if err != nil || got != s {
							t.Fatalf("%+v round trips to %+v (%v)", s, got, err)
						}
					}
				}
			}
		}
	}
}

// a16: every kernel of testdata/sample_a16.ll is the twin of one in
// sample.ll whose 16-bit-capable operands llc-19 packs two to a VGPR
// (its layout, not ours). On inputs exact in f16 each twin returns what
// its 32-bit original returns, bit for bit, on every lane.
func TestSampleA16MatchesF32(t *testing.T) {
	mipImg, mipWords := mipped(t)
	rampImg, rampWords := ramp()
	var cube []float32
	for k := 0; k < 12*4; k++ {
		cube = append(cube, float32(k))
	}
	var arr []float32
	for k := 0; k < 4*4*3; k++ {
		arr = append(arr, float32(k*k%37))
	}
	for _, c := range []struct {
		kernel, img string
		words       []uint32
		smp         string
		ints        []int // input slots holding packed offsets
		face        int   // input slot holding a cube face id (0: none)
		ref         int   // input slot holding a comparison reference (0: none)
		comps       int   // result components (dmask)
	}{
		{"sample_l_2d", mipImg, mipWords, `{}`, nil, 0, 0, 4},
		{"sample_lz_o_2d", rampImg, rampWords, `{}`, []int{2}, 0, 0, 4},
		{"sample_c_l_o_2d", rampImg, rampWords, `{"compare": "less"}`, []int{3}, 0, 2, 1},
		{"sample_d_2d", mipImg, mipWords, `{}`, nil, 0, 0, 4},
		{"sample_d_cl_2d", mipImg, mipWords, `{"mip": "point"}`, nil, 0, 0, 4},
		{"sample_b_2d", mipImg, mipWords, `{}`, nil, 0, 0, 4},
		{"sample_2d", mipImg, mipWords, `{}`, nil, 0, 0, 4},
		{"gather4_c_lz_2d", rampImg, rampWords, `{"compare": "greater"}`, nil, 0, 2, 4},
		{"sample_l_1darray", `"format": "32 float", "type": "1darray", "dims": [16, 3]`, floatWords(arr), `{}`, nil, 0, 0, 4},
		{"sample_l_2darray", `"format": "32 float", "type": "2darray", "dims": [4, 4, 3]`, floatWords(arr), `{}`, nil, 0, 0, 4},
		{"sample_l_3d", `"format": "32 float", "type": "3d", "dims": [4, 4, 3]`, floatWords(arr), `{}`, nil, 0, 0, 4},
		{"sample_l_cube", `"format": "32 float", "type": "cube", "dims": [2, 2, 12]`, floatWords(cube), `{}`, nil, 2, 0, 4},
	} {
		var in lanes
		r := uint32(12345)
		next := func() uint32 { r = r*1103515245 + 12345; return r >> 8 }
		for l := range in {
			for k := range in[l] {
				// multiples of 1/64 in [-0.5, 1.5): exact in f16
				in[l][k] = f32w(float32(int(next()%128)-32) / 64)
			}
			for _, k := range c.ints {
				in[l][k] = next() & 0x3f3f
			}
			if c.ref > 0 {
				in[l][c.ref] = f32w(float32(next()%128) / 4)
			}
			if c.face > 0 {
				in[l][c.face] = f32w(float32(next() % 14))
			}
		}
		want := sampleRun(t, c.kernel, c.img, c.words, c.smp, &in)
		got := sampleRunFile(t, "sample_a16.ll", c.kernel+"_a16", c.img, c.words, c.smp, &in)
		distinct := map[[4]uint32]bool{}
		for l := range want {
			clear(want[l][c.comps:])
			clear(got[l][c.comps:])
			distinct[want[l]] = true
			if got[l] != want[l] {
				t.Errorf("%s_a16: lane %d = %#x, the 32-bit kernel gives %#x", c.kernel, l, got[l], want[l])
				break
			}
		}
		if len(distinct) < 2 {
			t.Errorf("%s: every lane gives %v: the inputs do not exercise it", c.kernel, want[0])
		}
	}
}

// The a16 bias: image_sample_b with a16 reads the bias as the f16 in the
// low half of its own VGPR and ignores the high half. sample_b_2d_a16_raw
// (llc-19) passes an input word as that VGPR as it is, its high half
// holding junk; on every lane it returns what sample_b_2d returns for the
// same coordinates and the f16's value as an f32 bias. RADV's ACO builds
// the same operand from a 16-bit load (zero above).
func TestSampleA16BiasLowHalf(t *testing.T) {
	img, words := mipped(t)
	var in, raw lanes
	r := uint32(777)
	next := func() uint32 { r = r*1103515245 + 12345; return r >> 8 }
	for l := range in {
		s, u := float32(int(next()%128)-32)/64, float32(int(next()%128)-32)/64
		bias := float32(int(next()%33)-16) / 8 // -2 .. 2, exact in f16
		in.set(l, s, u, bias)
		raw.set(l, s, u)
		raw[l][3] = uint32(f32ToF16(bias)) | (next()&0xffff)<<16
	}
	want := sampleRun(t, "sample_b_2d", img, words, `{}`, &in)
	got := sampleRunFile(t, "sample_a16.ll", "sample_b_2d_a16_raw", img, words, `{}`, &raw)
	distinct := map[[4]uint32]bool{}
	for l := range want {
		distinct[want[l]] = true
		if got[l] != want[l] {
			t.Fatalf("lane %d = %#x, the f32 bias gives %#x", l, got[l], want[l])
		}
	}
	if len(distinct) < 4 {
		t.Errorf("only %d distinct results: the bias does not change the level", len(distinct))
	}
}
