package exec

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"math/rand"
	"strings"
	"testing"

	"hlslc/ir/runspec"
)

func loadCase(t *testing.T, format string) fmtCase {
	for _, c := range loadCases {
		if c.format == format {
			return c
		}
	}
	t.Fatalf("no load case %q", format)
	return fmtCase{}
}

// imageSpec returns a run spec with image "img" (its elements elems) and
// buffer "out" (outBytes) or "in" (the words in), and the integer args.
func imageSpec(elems []byte, format, typ, dims string, io string, ioWords string, args ...int) string {
	ka := ""
	for _, a := range args {
		ka += fmt.Sprintf(", {\"i32\": %d}", a)
	}
	return fmt.Sprintf(`{"dispatch": [1, 1, 1], "workgroup": [64, 1, 1],
		"buffers": {"img": {"u32": %s}, %q: %s},
		"kernargs": [{"imagedesc": "img", "format": %q, "type": %q, "dims": %s}, {"ptr": %q}%s]}`,
		jsonU32(bytesToWords(elems)), io, ioWords, format, typ, dims, io, ka)
}

// TestImageLoad: image_load on 1d, 2d, 3d and 2darray images and
// image_load_mip, in several formats, with out-of-range coordinates,
// layers and mip levels returning 0; dmask, d16 and tfe.
func TestImageLoad(t *testing.T) {
	co := buildLL(t, "image.ll")
	r := rand.New(rand.NewSource(20))
	const W, H = 6, 5
	for _, format := range []string{"32_32_32_32 float", "8_8_8_8 unorm", "8_8_8_8 snorm", "8_8_8_8 uint", "32 uint", "32 sint", "32 float", "32_32 float", "16_16_16_16 float", "16 float", "2_10_10_10 unorm"} {
		c := loadCase(t, format)
		elems := make([]byte, W*H*c.bytes+4)
		c.gen(r, elems)
		texel := func(x, y int) [4]uint32 {
			if x < 0 || y < 0 || x >= W || y >= H {
				return [4]uint32{}
			}
			return c.want(elems[(y*W+x)*c.bytes:])
		}
		for _, d := range [][2]int{{0, 0}, {3, 2}} {
			var want4, wantYW, wantTFE []uint32
			hb := make([]byte, 64*8)
			for i := 0; i < 64; i++ {
				v := texel(i%8+d[0], i/8+d[1])
				want4 = append(want4, v[:]...)
				wantYW = append(wantYW, v[1], v[3])
				wantTFE = append(wantTFE, v[0], v[1], v[2], v[3], 0)
				for j := 0; j < 4; j++ {
					h := v[j] & 0xffff
					if !strings.Contains(format, "int") {
						h = halfBits(math.Float32frombits(v[j]))
					}
					binary.LittleEndian.PutUint16(hb[8*i+2*j:], uint16(h))
				}
			}
			dims := fmt.Sprintf("[%d, %d]", W, H)
			for _, k := range []struct {
				kernel string
				words  int
				want   []uint32
			}{{"img_load2d", 256, want4}, {"img_load2d_yw", 128, wantYW}, {"img_load2d_tfe", 320, wantTFE}, {"img_load2d_d16", 128, bytesToWords(hb)}} {
				out := runJSON(t, co, k.kernel, imageSpec(elems, format, "2d", dims, "out", fmt.Sprintf(`{"zero": %d}`, 4*k.words), d[0], d[1]))["out"]
				checkWords(t, fmt.Sprintf("%s/%s/%v", k.kernel, format, d), "out", out, k.want)
			}
		}
	}
	// 1d, 3d and 2darray: 32_32_32_32 float and 8_8_8_8 unorm elements.
	for _, format := range []string{"32_32_32_32 float", "8_8_8_8 unorm"} {
		c := loadCase(t, format)
		elems := make([]byte, 64*c.bytes)
		c.gen(r, elems)
		at := func(i int) [4]uint32 { return c.want(elems[i*c.bytes:]) }
		// 1d, 50 texels, x = i + dx
		for _, dx := range []int{0, 20} {
			var want []uint32
			for i := 0; i < 64; i++ {
				var v [4]uint32
				if i+dx < 50 {
					v = at(i + dx)
				}
				want = append(want, v[:]...)
			}
			out := runJSON(t, co, "img_load1d", imageSpec(elems, format, "1d", "[50]", "out", `{"zero": 1024}`, dx, 0))["out"]
			checkWords(t, fmt.Sprintf("img_load1d/%s/%d", format, dx), "out", out, want)
		}
		// 3d 4x4x3 and 2darray 4x4 with 3 layers: z = i/16 + dz
		for _, typ := range []string{"3d", "2darray"} {
			for _, dz := range []int{0, 1} {
				var want []uint32
				for i := 0; i < 64; i++ {
					var v [4]uint32
					if z := i/16 + dz; z < 3 {
						v = at(z*16 + i%16)
					}
					want = append(want, v[:]...)
				}
				out := runJSON(t, co, "img_load"+typ, imageSpec(elems, format, typ, "[4, 4, 3]", "out", `{"zero": 1024}`, dz, 0))["out"]
				checkWords(t, fmt.Sprintf("img_load%s/%s/%d", typ, format, dz), "out", out, want)
			}
		}
		// image_load_mip: one level; lanes 32-63 ask for level 1 (or all
		// lanes for level 1+ with dm = 1): 0
		for _, dm := range []int{0, 1} {
			var want []uint32
			for i := 0; i < 64; i++ {
				var v [4]uint32
				if i/32+dm == 0 {
					v = at((i/8%4)*8 + i%8)
				}
				want = append(want, v[:]...)
			}
			out := runJSON(t, co, "img_load_mip2d", imageSpec(elems, format, "2d", "[8, 4]", "out", `{"zero": 1024}`, dm, 0))["out"]
			checkWords(t, fmt.Sprintf("img_load_mip2d/%s/%d", format, dm), "out", out, want)
		}
	}
}

// TestImageLoadMultisampled: image_load on 2dmsaa and 2dmsaaarray T#s
// (no FMASK): the address's last component is the sample index; sample s
// of layer k is slice k*samples+s of the linear layout; samples and
// layers past the end read 0. Resinfo on an MSAA T# is refused.
func TestImageLoadMultisampled(t *testing.T) {
	co := buildLL(t, "image.ll")
	r := rand.New(rand.NewSource(21))
	c := loadCase(t, "8_8_8_8 unorm")
	elems := make([]byte, 64*c.bytes)
	c.gen(r, elems)
	at := func(i int) [4]uint32 { return c.want(elems[i*c.bytes:]) }
	// 4x2 texels, 4 samples: texel (x, y) of sample s is element s*8+y*4+x
	for _, ds := range []int{0, 2} {
		var want []uint32
		for i := 0; i < 64; i++ {
			var v [4]uint32
			if s := i/8 + ds; s < 4 {
				v = at(s*8 + i%8)
			}
			want = append(want, v[:]...)
		}
		spec := strings.Replace(imageSpec(elems[:32*c.bytes], "8_8_8_8 unorm", "2dmsaa", "[4, 2]", "out", `{"zero": 1024}`, ds, 0), `"dims"`, `"samples": 4, "dims"`, 1)
		checkWords(t, fmt.Sprintf("img_load2dmsaa/%d", ds), "out", runJSON(t, co, "img_load2dmsaa", spec)["out"], want)
	}
	// 2x2 texels, 4 samples, 3 layers: (x, y, layer k, sample s) is element
	// (k*4+s)*4+y*2+x; layers 3 and up read 0
	for _, dl := range []int{0, 2} {
		var want []uint32
		for i := 0; i < 64; i++ {
			var v [4]uint32
			if k, s := i/16+dl, i/4%4; k < 3 {
				v = at((k*4+s)*4 + i%4)
			}
			want = append(want, v[:]...)
		}
		spec := strings.Replace(imageSpec(elems[:48*c.bytes], "8_8_8_8 unorm", "2dmsaaarray", "[2, 2, 3]", "out", `{"zero": 1024}`, dl, 0), `"dims"`, `"samples": 4, "dims"`, 1)
		checkWords(t, fmt.Sprintf("img_load2darraymsaa/%d", dl), "out", runJSON(t, co, "img_load2darraymsaa", spec)["out"], want)
	}
	spec, err := ParseSpec([]byte(strings.Replace(imageSpec(make([]byte, 64), "32 float", "2dmsaa", "[2, 2]", "out", `{"zero": 1024}`, 0, 0), `"dims"`, `"samples": 4, "dims"`, 1)), ".")
	if err != nil {
		t.Fatal(err)
	}
	_, _, err = runSpec(t, co, "img_resinfo2d", spec, Options{})
	var e *Error
	if !errors.As(err, &e) || e.Kind != KindUnsupported || !strings.Contains(err.Error(), "multisampled images") {
		t.Errorf("resinfo on a 2dmsaa T#: %v, want an unsupported-error about multisampled images", err)
	}
	// the spec checks the samples against the type
	for _, bad := range []struct{ typ, extra, want string }{
		{"2dmsaa", `"samples": 3, `, "3 samples"},
		{"2d", `"samples": 2, `, "one sample per texel"},
		{"2dmsaa", `"levels": 2, `, "one mip level"},
	} {
		js := strings.Replace(imageSpec(make([]byte, 256), "32 float", bad.typ, "[2, 2]", "out", `{"zero": 16}`, 0, 0), `"dims"`, bad.extra+`"dims"`, 1)
		if _, err := ParseSpec([]byte(js), "."); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%s %s: %v, want an error about %q", bad.typ, bad.extra, err, bad.want)
		}
	}
}

// TestImageStore: image_store (dmask xyzw and xz) with out-of-range
// texels dropped.
func TestImageStore(t *testing.T) {
	co := buildLL(t, "image.ll")
	r := rand.New(rand.NewSource(21))
	const W, H = 6, 5
	for _, c := range storeCases {
		in := make([]uint32, 64*4)
		for i := 0; i < 64; i++ {
			v := c.gen(r)
			copy(in[4*i:], v[:])
		}
		fill := make([]byte, W*H*c.bytes)
		for i := range fill {
			fill[i] = 0x5a
		}
		for _, d := range [][2]int{{0, 0}, {2, 3}} {
			want := append([]byte(nil), fill...)
			for i := 0; i < 64; i++ {
				x, y := i%8+d[0], i/8+d[1]
				if x < W && y < H {
					var v [4]uint32
					copy(v[:], in[4*i:])
					copy(want[(y*W+x)*c.bytes:], c.enc(v))
				}
			}
			out := runJSON(t, co, "img_store2d", imageSpec(fill, c.format, "2d", fmt.Sprintf("[%d, %d]", W, H), "in", fmt.Sprintf(`{"u32": %s}`, jsonU32(in)), d[0], d[1]))["img"]
			checkWords(t, fmt.Sprintf("img_store2d/%s/%v", c.format, d), "img", out[:len(want)/4], bytesToWords(want))
		}
	}
	// dmask 0b0101 on 32_32_32_32 float: x and z written, y and w kept
	in := randWords(r, 128)
	fill := make([]byte, 8*8*16)
	for i := range fill {
		fill[i] = 0x33
	}
	want := bytesToWords(fill)
	for i := 0; i < 64; i++ {
		want[4*i], want[4*i+2] = in[2*i], in[2*i+1]
	}
	out := runJSON(t, co, "img_store2d_xz", imageSpec(fill, "32_32_32_32 float", "2d", "[8, 8]", "in", fmt.Sprintf(`{"u32": %s}`, jsonU32(in)), 0, 0))["img"]
	checkWords(t, "img_store2d_xz", "img", out, want)
}

// TestImageResinfoAtomic: image_get_resinfo of a one-level 2d image and
// image_atomic_add on a 32 uint image.
func TestImageResinfoAtomic(t *testing.T) {
	co := buildLL(t, "image.ll")
	out := runJSON(t, co, "img_resinfo2d", imageSpec(make([]byte, 7*3*4), "32 float", "2d", "[7, 3]", "out", `{"zero": 1024}`, 0, 0))["out"]
	want := make([]uint32, 256)
	for i := 0; i < 64; i++ {
		want[4*i+3] = 1 // one level
	}
	copy(want, []uint32{7, 3, 1, 1}) // level 0: width, height, depth 1
	checkWords(t, "img_resinfo2d", "out", out, want)

	r := rand.New(rand.NewSource(22))
	in := make([]uint32, 64)
	for i := range in {
		in[i] = uint32(r.Intn(1000))
	}
	for _, dx := range []int{0, 2} {
		const W, H = 4, 4
		img := randWords(r, W*H)
		spec := fmt.Sprintf(`{"dispatch": [1, 1, 1], "workgroup": [64, 1, 1],
			"buffers": {"img": {"u32": %s}, "in": {"u32": %s}, "out": {"zero": 256}},
			"kernargs": [{"imagedesc": "img", "format": "32 uint", "type": "2d", "dims": [4, 4]}, {"ptr": "in"}, {"ptr": "out"}, {"i32": %d}]}`,
			jsonU32(img), jsonU32(in), dx)
		got := runJSON(t, co, "img_atomic_add2d", spec)
		wantImg := append([]uint32(nil), img...)
		wantOld := make([]uint32, 64)
		// the executor applies a wave's lanes in ascending order
		for i := 0; i < 64; i++ {
			x, y := i%4+dx, i/4%4
			if x < W {
				wantOld[i] = wantImg[y*W+x]
				wantImg[y*W+x] += in[i]
			}
		}
		checkWords(t, fmt.Sprintf("img_atomic_add2d/%d", dx), "img", got["img"], wantImg)
		checkWords(t, fmt.Sprintf("img_atomic_add2d/%d", dx), "out", got["out"], wantOld)
	}
}

// TestTBuffer: tbuffer_load/store_format_xyzw take the format from the
// instruction, not from the V# (a raw one here).
func TestTBuffer(t *testing.T) {
	co := buildLL(t, "image.ll")
	r := rand.New(rand.NewSource(23))
	c := loadCase(t, "8_8_8_8 unorm")
	elems := make([]byte, 4*40)
	c.gen(r, elems)
	var want []uint32
	for i := 0; i < 64; i++ {
		var v [4]uint32
		if i+10 < 40 {
			v = c.want(elems[4*(i+10):])
		}
		want = append(want, v[:]...)
	}
	// a typed V# with stride 4 and 40 records, format 8_8_8_8 uint
	// (ignored but for its X, Y, Z, W destination selects)
	spec := fmt.Sprintf(`{"dispatch": [1, 1, 1], "workgroup": [64, 1, 1],
		"buffers": {"src": {"u32": %s}, "out": {"zero": 1024}},
		"kernargs": [{"bufdesc": "src", "format": "8_8_8_8 uint"}, {"ptr": "out"}, {"u32": 10}]}`, jsonU32(bytesToWords(elems)))
	checkWords(t, "tbuf_load_8888unorm", "out", runJSON(t, co, "tbuf_load_8888unorm", spec)["out"], want)

	in := make([]uint32, 256)
	for i := range in {
		in[i] = math.Float32bits(float32(r.NormFloat64() * 100))
	}
	fill := make([]byte, 8*40)
	wantB := append([]byte(nil), fill...)
	for i := 0; i < 64; i++ {
		if idx := i + 3; idx < 40 {
			for j := 0; j < 4; j++ {
				binary.LittleEndian.PutUint16(wantB[8*idx+2*j:], runspec.F64ToF16(float64(math.Float32frombits(in[4*i+j]))))
			}
		}
	}
	spec = fmt.Sprintf(`{"dispatch": [1, 1, 1], "workgroup": [64, 1, 1],
		"buffers": {"dst": {"zero": %d}, "in": {"u32": %s}},
		"kernargs": [{"bufdesc": "dst", "format": "32_32 uint"}, {"ptr": "in"}, {"u32": 3}]}`, len(fill), jsonU32(in))
	checkWords(t, "tbuf_store_16x4float", "dst", runJSON(t, co, "tbuf_store_16x4float", spec)["dst"], bytesToWords(wantB))
}

// TestImageWaitcnt: MTBUF and MIMG loads count on vmcnt like MUBUF ones;
// reading the result before an s_waitcnt is reported.
func TestImageWaitcnt(t *testing.T) {
	tdesc := "s_mov_b32 s4, 0\n s_mov_b32 s5, 0x10400000\n s_mov_b32 s6, 0\n s_mov_b32 s7, 0x90000000\n s_mov_b32 s8, 0\n s_mov_b32 s9, 0\n s_mov_b32 s10, 0\n s_mov_b32 s11, 0\n v_mov_b32_e32 v1, 5\n v_mov_b32_e32 v2, 0\n"
	for _, c := range []struct{ body, want string }{
		{"s_mov_b32 s4, 0\n s_mov_b32 s6, 0\n tbuffer_load_format_x v1, off, s[4:7], 0\n v_mov_b32_e32 v2, v1", "reads v1 before the load"},
		{tdesc + "image_load v3, v[1:2], s[4:11] dmask:0x1 unorm\n v_mov_b32_e32 v1, v3", "reads v3 before the load"},
	} {
		err := runTiny(t, c.body, Options{})
		var e *Error
		if !errors.As(err, &e) || e.Kind != KindWaitcnt || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: got %v, want a missing-waitcnt error containing %q", c.body, err, c.want)
		}
		fixed := strings.Replace(c.body, "\n v_mov_b32_e32 v", "\n s_waitcnt vmcnt(0)\n v_mov_b32_e32 v", 1)
		if strings.HasPrefix(c.body, "s_mov_b32 s4, 0\n s_mov_b32 s5") {
			fixed = strings.Replace(c.body, "unorm\n", "unorm\n s_waitcnt vmcnt(0)\n", 1)
		}
		if err := runTiny(t, fixed, Options{}); err != nil {
			t.Errorf("%q: %v", fixed, err)
		}
	}
	// out-of-range image loads return 0 (x = 5 of a 1x1 image)
	if err := runTiny(t, tdesc+"image_load v3, v[1:2], s[4:11] dmask:0x1 unorm\n s_waitcnt vmcnt(0)\n v_cmp_eq_u32 vcc, 0, v3\n s_cbranch_vccnz .Lok\n s_trap 2\n.Lok:", Options{}); err != nil {
		t.Errorf("out-of-range image_load: %v", err)
	}
	// a tiled T# (SW_MODE 1) is reported
	err := runTiny(t, strings.Replace(tdesc, "s7, 0x90000000", "s7, 0x90100000", 1)+"image_load v3, v[1:2], s[4:11] dmask:0x1 unorm", Options{})
	if err == nil || !strings.Contains(err.Error(), "image_load: the T# has SW_MODE 1") {
		t.Errorf("tiled T#: %v", err)
	}
}
