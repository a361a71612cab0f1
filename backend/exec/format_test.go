package exec

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"hlslc/internal/tooltest"
	"hlslc/ir/runspec"
)

// Typed buffer and image tests: the kernels of testdata/typed.ll and
// testdata/image.ll (llc-19, ld.lld), run through JSON run specs; expected
// values are computed here from the format definitions (component
// layouts of gfx9 data formats, D3D's conversion rules), not with the
// executor's conversion code.

var llBuilds sync.Map // file -> *llBuild

type llBuild struct {
	once sync.Once
	co   []byte
	err  error
}

func buildLL(t testing.TB, file string) []byte {
	t.Helper()
	llc := tooltest.Need(t, "llc")
	lld := tooltest.Need(t, "ld.lld")
	v, _ := llBuilds.LoadOrStore(file, &llBuild{})
	b := v.(*llBuild)
	b.once.Do(func() {
		dir, err := os.MkdirTemp("", "hlslc-exec-ll")
		if err != nil {
			b.err = err
			return
		}
		defer os.RemoveAll(dir)
		src, _ := filepath.Abs(filepath.Join("testdata", file))
		for _, c := range [][]string{
			{llc, "-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-O2", "-filetype=obj", src, "-o", filepath.Join(dir, "k.o")},
			{lld, "-shared", filepath.Join(dir, "k.o"), "-o", filepath.Join(dir, "k.co")},
		} {
			if out, err := exec.Command(c[0], c[1:]...).CombinedOutput(); err != nil {
				b.err = &buildError{filepath.Base(c[0]), string(out), err}
				return
			}
		}
		b.co, b.err = os.ReadFile(filepath.Join(dir, "k.co"))
	})
	if b.err != nil {
		t.Fatal(b.err)
	}
	return b.co
}

// runJSON parses a run spec and runs it.
func runJSON(t *testing.T, co []byte, kernel, spec string) map[string][]uint32 {
	t.Helper()
	s, err := ParseSpec([]byte(spec), ".")
	if err != nil {
		t.Fatalf("%s: spec: %v\n%s", kernel, err, spec)
	}
	return mustRun(t, co, kernel, s)
}

func jsonU32(xs []uint32) string {
	b, _ := json.Marshal(xs)
	return string(b)
}

func bytesToWords(b []byte) []uint32 {
	for len(b)%4 != 0 {
		b = append(b, 0)
	}
	return words(b)
}

// Reference conversions.

func fbits(f float64) uint32 { return math.Float32bits(float32(f)) }

var one = fbits(1)

func halfBits(f float32) uint32 { return uint32(runspec.F64ToF16(float64(f))) }

func unorm(v uint64, n uint) uint32 { return fbits(float64(v) / float64(uint64(1)<<n-1)) }
func snorm(v uint64, n uint) uint32 {
	s := int64(v<<(64-n)) >> (64 - n)
	return fbits(math.Max(float64(s)/float64(int64(1)<<(n-1)-1), -1))
}

type fmtCase struct {
	format string
	bytes  int
	// want: the four load results of one element (before any d16
	// conversion); the V#'s dst_sel is X,Y,Z,W for present components,
	// 0 for missing X/Y/Z, 1 for a missing W.
	want func(b []byte) [4]uint32
	// gen: random element bytes
	gen func(r *rand.Rand, b []byte)
}

func randBytes(r *rand.Rand, b []byte) {
	for i := range b {
		b[i] = byte(r.Intn(256))
	}
}

func randFloats(r *rand.Rand, b []byte) {
	for i := 0; i+4 <= len(b); i += 4 {
		binary.LittleEndian.PutUint32(b[i:], math.Float32bits(float32(r.NormFloat64()*100)))
	}
}

func randHalves(r *rand.Rand, b []byte) {
	for i := 0; i+2 <= len(b); i += 2 {
		binary.LittleEndian.PutUint16(b[i:], runspec.F64ToF16(r.NormFloat64()*10))
	}
}

var loadCases = []fmtCase{
	{"32 float", 4, func(b []byte) [4]uint32 { return [4]uint32{le32(b, 0), 0, 0, one} }, randFloats},
	{"32 uint", 4, func(b []byte) [4]uint32 { return [4]uint32{le32(b, 0), 0, 0, 1} }, randBytes},
	{"32 sint", 4, func(b []byte) [4]uint32 { return [4]uint32{le32(b, 0), 0, 0, 1} }, randBytes},
	{"32_32 float", 8, func(b []byte) [4]uint32 { return [4]uint32{le32(b, 0), le32(b, 4), 0, one} }, randFloats},
	{"32_32_32_32 float", 16, func(b []byte) [4]uint32 { return [4]uint32{le32(b, 0), le32(b, 4), le32(b, 8), le32(b, 12)} }, randFloats},
	{"8_8_8_8 unorm", 4, func(b []byte) [4]uint32 {
		return [4]uint32{unorm(uint64(b[0]), 8), unorm(uint64(b[1]), 8), unorm(uint64(b[2]), 8), unorm(uint64(b[3]), 8)}
	}, randBytes},
	{"8_8_8_8 snorm", 4, func(b []byte) [4]uint32 {
		return [4]uint32{snorm(uint64(b[0]), 8), snorm(uint64(b[1]), 8), snorm(uint64(b[2]), 8), snorm(uint64(b[3]), 8)}
	}, randBytes},
	{"8_8_8_8 uint", 4, func(b []byte) [4]uint32 { return [4]uint32{uint32(b[0]), uint32(b[1]), uint32(b[2]), uint32(b[3])} }, randBytes},
	{"8_8_8_8 sint", 4, func(b []byte) [4]uint32 {
		return [4]uint32{uint32(int8(b[0])), uint32(int8(b[1])), uint32(int8(b[2])), uint32(int8(b[3]))}
	}, randBytes},
	{"16_16_16_16 float", 8, func(b []byte) [4]uint32 {
		var r [4]uint32
		for i := range r {
			r[i] = fbits(runspec.F16ToF64(binary.LittleEndian.Uint16(b[2*i:])))
		}
		return r
	}, randHalves},
	{"16 float", 2, func(b []byte) [4]uint32 {
		return [4]uint32{fbits(runspec.F16ToF64(binary.LittleEndian.Uint16(b))), 0, 0, one}
	}, randHalves},
	{"2_10_10_10 unorm", 4, func(b []byte) [4]uint32 {
		v := uint64(le32(b, 0))
		return [4]uint32{unorm(v&1023, 10), unorm(v>>10&1023, 10), unorm(v>>20&1023, 10), unorm(v>>30, 2)}
	}, randBytes},
	{"16_16 snorm", 4, func(b []byte) [4]uint32 {
		return [4]uint32{snorm(uint64(binary.LittleEndian.Uint16(b)), 16), snorm(uint64(binary.LittleEndian.Uint16(b[2:])), 16), 0, one}
	}, randBytes},
	{"8_8 uscaled", 2, func(b []byte) [4]uint32 { return [4]uint32{fbits(float64(b[0])), fbits(float64(b[1])), 0, one} }, randBytes},
}

func le32(b []byte, o int) uint32 { return binary.LittleEndian.Uint32(b[o:]) }

// TestTypedBufferLoad: buffer_load_format_{x,xy,xyzw} and the d16 forms
// through typed V#s, with indices past num_records returning 0.
func TestTypedBufferLoad(t *testing.T) {
	co := buildLL(t, "typed.ll")
	r := rand.New(rand.NewSource(10))
	for _, c := range loadCases {
		const count = 50
		for _, base := range []uint32{0, 30} {
			elems := make([]byte, c.bytes*count)
			c.gen(r, elems)
			if c.bytes == 2 {
				elems = append(elems, 0, 0) // whole words for the u32 array
			}
			want := make([][4]uint32, 64)
			for i := range want {
				if idx := int(base) + i; idx < count {
					want[i] = c.want(elems[idx*c.bytes:])
				}
			}
			for _, k := range []struct {
				kernel string
				comps  int
				d16    bool
			}{{"fmt_load4", 4, false}, {"fmt_load2", 2, false}, {"fmt_load1", 1, false}, {"fmt_load4_d16", 4, true}, {"fmt_load1_d16", 1, true}} {
				name := fmt.Sprintf("%s/%s/base%d", k.kernel, c.format, base)
				outBytes := 64 * k.comps * 4
				if k.d16 {
					outBytes = 64 * k.comps * 2
				}
				spec := fmt.Sprintf(`{"dispatch": [1, 1, 1], "workgroup": [64, 1, 1],
					"buffers": {"src": {"u32": %s}, "out": {"zero": %d}},
					"kernargs": [{"bufdesc": "src", "format": %q, "count": %d}, {"ptr": "out"}, {"u32": %d}]}`,
					jsonU32(bytesToWords(elems)), outBytes, c.format, count, base)
				out := runJSON(t, co, k.kernel, spec)["out"]
				var exp []uint32
				if k.d16 {
					hb := make([]byte, outBytes)
					for i, w := range want {
						for j := 0; j < k.comps; j++ {
							h := w[j] & 0xffff
							if !strings.Contains(c.format, "int") {
								h = halfBits(math.Float32frombits(w[j]))
							}
							binary.LittleEndian.PutUint16(hb[2*(i*k.comps+j):], uint16(h))
						}
					}
					exp = bytesToWords(hb)
				} else {
					for _, w := range want {
						exp = append(exp, w[:k.comps]...)
					}
				}
				checkWords(t, name, "out", out, exp)
			}
		}
	}
}

// Reference encoders for stores.
func toUnorm(f float32, n uint) uint64 {
	x := float64(f)
	if math.IsNaN(x) {
		x = 0
	}
	x = math.Max(0, math.Min(1, x))
	return uint64(math.Floor(x*float64(uint64(1)<<n-1) + 0.5))
}

func toSnorm(f float32, n uint) uint64 {
	x := float64(f)
	if math.IsNaN(x) {
		x = 0
	}
	x = math.Max(-1, math.Min(1, x)) * float64(int64(1)<<(n-1)-1)
	return uint64(int64(math.Round(x))) & (1<<n - 1)
}

type storeCase struct {
	format string
	bytes  int
	enc    func(c [4]uint32) []byte // the element for register values c
	gen    func(r *rand.Rand) [4]uint32
}

func randNormFloats(r *rand.Rand) [4]uint32 {
	var c [4]uint32
	for i := range c {
		switch r.Intn(8) {
		case 0:
			c[i] = math.Float32bits(float32(math.NaN()))
		case 1:
			c[i] = math.Float32bits(float32(r.NormFloat64() * 5))
		default:
			c[i] = math.Float32bits(float32(r.Float64()*2.2 - 1.1))
		}
	}
	return c
}

var storeCases = []storeCase{
	{"8_8_8_8 unorm", 4, func(c [4]uint32) []byte {
		b := make([]byte, 4)
		for i := range b {
			b[i] = byte(toUnorm(math.Float32frombits(c[i]), 8))
		}
		return b
	}, randNormFloats},
	{"8_8_8_8 snorm", 4, func(c [4]uint32) []byte {
		b := make([]byte, 4)
		for i := range b {
			b[i] = byte(toSnorm(math.Float32frombits(c[i]), 8))
		}
		return b
	}, randNormFloats},
	{"8_8_8_8 uint", 4, func(c [4]uint32) []byte {
		b := make([]byte, 4)
		for i := range b {
			b[i] = byte(min(c[i], 255))
		}
		return b
	}, func(r *rand.Rand) [4]uint32 {
		return [4]uint32{uint32(r.Intn(300)), uint32(r.Intn(256)), r.Uint32(), uint32(r.Intn(256))}
	}},
	{"2_10_10_10 unorm", 4, func(c [4]uint32) []byte {
		f := func(i int) float32 { return math.Float32frombits(c[i]) }
		v := toUnorm(f(0), 10) | toUnorm(f(1), 10)<<10 | toUnorm(f(2), 10)<<20 | toUnorm(f(3), 2)<<30
		return binary.LittleEndian.AppendUint32(nil, uint32(v))
	}, randNormFloats},
	{"16_16_16_16 float", 8, func(c [4]uint32) []byte {
		var b []byte
		for i := range c {
			b = binary.LittleEndian.AppendUint16(b, uint16(halfBits(math.Float32frombits(c[i]))))
		}
		return b
	}, func(r *rand.Rand) [4]uint32 {
		var c [4]uint32
		for i := range c {
			c[i] = math.Float32bits(float32(r.NormFloat64() * 1000))
		}
		return c
	}},
	{"32_32_32_32 float", 16, func(c [4]uint32) []byte {
		var b []byte
		for i := range c {
			b = binary.LittleEndian.AppendUint32(b, c[i])
		}
		return b
	}, func(r *rand.Rand) [4]uint32 { return [4]uint32{r.Uint32(), r.Uint32(), r.Uint32(), r.Uint32()} }},
	{"32 sint", 4, func(c [4]uint32) []byte { return binary.LittleEndian.AppendUint32(nil, c[0]) },
		func(r *rand.Rand) [4]uint32 { return [4]uint32{r.Uint32(), 0, 0, 0} }},
}

// TestTypedBufferStore: buffer_store_format_{x,xyzw} (and d16_xyzw),
// stores past num_records dropped.
func TestTypedBufferStore(t *testing.T) {
	co := buildLL(t, "typed.ll")
	r := rand.New(rand.NewSource(11))
	for _, c := range storeCases {
		const count = 40
		const base = 5
		in := make([]uint32, 64*4)
		for i := 0; i < 64; i++ {
			v := c.gen(r)
			copy(in[4*i:], v[:])
		}
		fill := make([]byte, count*c.bytes)
		for i := range fill {
			fill[i] = 0xa5
		}
		for _, k := range []string{"fmt_store4", "fmt_store1", "fmt_store4_d16"} {
			kin := in
			comps := 4
			if k == "fmt_store1" {
				comps = 1
				kin = make([]uint32, 64)
				for i := range kin {
					kin[i] = in[4*i]
				}
			}
			if k == "fmt_store4_d16" {
				if strings.Contains(c.format, "int") || strings.HasPrefix(c.format, "32") {
					continue
				}
				// halves in, packed two per word
				kin = make([]uint32, 64*2)
				for i := 0; i < 64*4; i += 2 {
					kin[i/2] = halfBits(math.Float32frombits(in[i])) | halfBits(math.Float32frombits(in[i+1]))<<16
				}
			}
			want := append([]byte(nil), fill...)
			for i := 0; i < 64; i++ {
				idx := base + i
				if idx >= count {
					continue
				}
				var v [4]uint32
				copy(v[:comps], in[4*i:4*i+comps])
				if k == "fmt_store4_d16" {
					for j := range v {
						v[j] = math.Float32bits(float32(runspec.F16ToF64(uint16(halfBits(math.Float32frombits(v[j]))))))
					}
				}
				e := c.enc(v)
				if comps == 1 {
					// only X is written; the other components keep their bits
					old := want[idx*c.bytes : (idx+1)*c.bytes]
					e = mergeX(c.format, old, c.enc([4]uint32{v[0]}))
				}
				copy(want[idx*c.bytes:], e)
			}
			spec := fmt.Sprintf(`{"dispatch": [1, 1, 1], "workgroup": [64, 1, 1],
				"buffers": {"dst": {"u32": %s}, "in": {"u32": %s}},
				"kernargs": [{"bufdesc": "dst", "format": %q}, {"ptr": "in"}, {"u32": %d}]}`,
				jsonU32(bytesToWords(fill)), jsonU32(kin), c.format, base)
			out := runJSON(t, co, k, spec)["dst"]
			checkWords(t, k+"/"+c.format, "dst", out, bytesToWords(want))
		}
	}
}

// mergeX puts the X component of elem x into old (the bit layout of the
// format's X: its low bits).
func mergeX(format string, old, x []byte) []byte {
	width := map[string]uint{"8_8_8_8": 8, "2_10_10_10": 10, "16_16_16_16": 16, "32_32_32_32": 32, "32": 32}[strings.Fields(format)[0]]
	o := uint64(0)
	n := uint64(0)
	for i := min(len(old), 8) - 1; i >= 0; i-- {
		o = o<<8 | uint64(old[i])
	}
	for i := min(len(x), 8) - 1; i >= 0; i-- {
		n = n<<8 | uint64(x[i])
	}
	mask := uint64(1)<<width - 1
	o = o&^mask | n&mask
	r := append([]byte(nil), old...)
	for i := 0; i < len(r) && i < 8; i++ {
		r[i] = byte(o >> (8 * i))
	}
	return r
}

func TestTypedSpecErrors(t *testing.T) {
	bufs := `"buffers": {"b": {"zero": 64}}`
	for _, c := range []struct{ karg, want string }{
		{`{"bufdesc": "b", "format": "33 float"}`, `unknown data format "33"`},
		{`{"bufdesc": "b", "format": "8 float"}`, "float needs 16- or 32-bit"},
		{`{"bufdesc": "b", "format": "8_8_8_8 srgb"}`, "image number format"},
		{`{"bufdesc": "b", "format": "32_32 float", "stride": 4}`, "kernargs[0].stride: expected an integer from 8 to 16383"},
		{`{"bufdesc": "b", "format": "32 float", "count": 17}`, "need 68 bytes, but buffer \"b\" has 64"},
		{`{"bufdesc": "b", "format": "32 float", "type": "2d"}`, `unknown key "type" for a bufdesc`},
		{`{"bufdesc": "c", "format": "32 float"}`, `unknown buffer "c"`},
		{`{"imagedesc": "b", "format": "32 float", "dims": [4, 4]}`, `needs "type"`},
		{`{"imagedesc": "b", "format": "32 float", "type": "2d"}`, `needs "dims"`},
		{`{"imagedesc": "b", "format": "32 float", "type": "4d", "dims": [4]}`, `unknown image type "4d"`},
		{`{"imagedesc": "b", "format": "32 float", "type": "2d", "dims": [4]}`, "a 2d image takes [W, H]"},
		{`{"imagedesc": "b", "format": "32 float", "type": "2d", "dims": [4, 5]}`, "needs 80 bytes, but buffer \"b\" has 64"},
		{`{"imagedesc": "b", "format": "32 float", "type": "2d", "dims": [0, 5]}`, "dims[0]: expected an integer from 1"},
		{`{"imagedesc": "b", "format": "32 float", "type": "cube", "dims": [2, 2, 5]}`, "multiple of 6 layers"},
		{`{"imagedesc": "b", "type": "2d", "dims": [2, 2]}`, `needs "format"`},
		{`{"imagedesc": "b", "format": "32 float", "type": "2d", "dims": [2, 2], "stride": 4}`, `unknown key "stride" for a imagedesc`},
		{`{"ptr": "b", "u32": 4}`, "expected an object with one key"},
	} {
		_, err := ParseSpec([]byte(`{"dispatch": [1, 1, 1], `+bufs+`, "kernargs": [`+c.karg+`]}`), ".")
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", c.karg, err, c.want)
		}
	}
	s, err := ParseSpec([]byte(`{"dispatch": [1, 1, 1], `+bufs+`, "kernargs": [{"u32": 1}, {"imagedesc": "b", "format": "8_8_8_8 unorm", "type": "1darray", "dims": [4, 4]}, {"bufdesc": "b", "format": "32_32 float", "stride": 12}]}`), ".")
	if err != nil {
		t.Fatal(err)
	}
	if k := s.Kernargs[1]; k.Dims != [3]uint32{4, 1, 4} || k.Image.String() != "1darray" {
		t.Errorf("1darray dims %v", k.Dims)
	}
	if k := s.Kernargs[2]; k.Stride != 12 || k.Count != 5 { // 4 full strides + one 8-byte element in 64 bytes
		t.Errorf("typed bufdesc stride %d count %d", k.Stride, k.Count)
	}
}
