package exec

import (
	"encoding/binary"
	"math"
	"math/bits"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"hlslc/internal/tooltest"
)

// The test corpus: testdata/corpus.cl (OpenCL C, clang-19) and
// testdata/corpus.ll (LLVM IR, llc-19), linked with ld.lld and run here;
// every result is checked against values computed in Go.

var (
	corpusOnce sync.Once
	corpusCL   []byte
	corpusLL   []byte
	corpusErr  error
)

func buildCorpus(t testing.TB) (cl, ll []byte) {
	t.Helper()
	clang := tooltest.Need(t, "clang")
	llc := tooltest.Need(t, "llc")
	lld := tooltest.Need(t, "ld.lld")
	corpusOnce.Do(func() {
		dir, err := os.MkdirTemp("", "hlslc-exec-corpus")
		if err != nil {
			corpusErr = err
			return
		}
		defer os.RemoveAll(dir)
		run := func(name string, args ...string) {
			if corpusErr != nil {
				return
			}
			if out, err := exec.Command(name, args...).CombinedOutput(); err != nil {
				corpusErr = &buildError{filepath.Base(name), string(out), err}
			}
		}
		src, _ := filepath.Abs("testdata/corpus.cl")
		ir, _ := filepath.Abs("testdata/corpus.ll")
		run(clang, "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-mcpu=gfx900", "-nogpulib", "-O2", "-c", src, "-o", filepath.Join(dir, "cl.o"))
		run(lld, "-shared", filepath.Join(dir, "cl.o"), "-o", filepath.Join(dir, "cl.co"))
		run(llc, "-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-O2", "-filetype=obj", ir, "-o", filepath.Join(dir, "ll.o"))
		run(lld, "-shared", filepath.Join(dir, "ll.o"), "-o", filepath.Join(dir, "ll.co"))
		if corpusErr == nil {
			corpusCL, corpusErr = os.ReadFile(filepath.Join(dir, "cl.co"))
		}
		if corpusErr == nil {
			corpusLL, corpusErr = os.ReadFile(filepath.Join(dir, "ll.co"))
		}
	})
	if corpusErr != nil {
		t.Fatal(corpusErr)
	}
	return corpusCL, corpusLL
}

type buildError struct {
	tool, out string
	err       error
}

func (e *buildError) Error() string { return e.tool + ": " + e.err.Error() + "\n" + e.out }

func u32s(xs []uint32) []byte {
	b := make([]byte, 4*len(xs))
	for i, x := range xs {
		binary.LittleEndian.PutUint32(b[4*i:], x)
	}
	return b
}

func words(b []byte) []uint32 {
	r := make([]uint32, len(b)/4)
	for i := range r {
		r[i] = binary.LittleEndian.Uint32(b[4*i:])
	}
	return r
}

// runSpec loads a kernel and runs a spec, returning the buffers' words.
func runSpec(t testing.TB, co []byte, kernel string, s *Spec, opts Options) (map[string][]uint32, *Stats, error) {
	t.Helper()
	p, err := Load(co, kernel)
	if err != nil {
		t.Fatalf("load %s: %v", kernel, err)
	}
	mem, d, allocs, err := s.Setup(p)
	if err != nil {
		t.Fatalf("setup %s: %v", kernel, err)
	}
	st, err := p.Run(mem, d, opts)
	out := map[string][]uint32{}
	for n, a := range allocs {
		out[n] = words(a.Data)
	}
	return out, st, err
}

func randWords(r *rand.Rand, n int) []uint32 {
	x := make([]uint32, n)
	for i := range x {
		x[i] = r.Uint32()
	}
	return x
}

func mustRun(t *testing.T, co []byte, kernel string, s *Spec) map[string][]uint32 {
	t.Helper()
	out, st, err := runSpec(t, co, kernel, s, Options{})
	if err != nil {
		t.Fatalf("%s: %v", kernel, err)
	}
	if st.Total() == 0 {
		t.Fatalf("%s: no instructions executed", kernel)
	}
	return out
}

func checkWords(t *testing.T, kernel, buf string, got, want []uint32) {
	t.Helper()
	bad := 0
	for i := range want {
		if got[i] != want[i] {
			if bad < 5 {
				t.Errorf("%s: %s[%d] = %d (%#x), want %d (%#x)", kernel, buf, i, got[i], got[i], want[i], want[i])
			}
			bad++
		}
	}
	if bad > 0 {
		t.Errorf("%s: %d of %d words differ", kernel, bad, len(want))
	}
}

func TestCorpusIntALU(t *testing.T) {
	cl, _ := buildCorpus(t)
	r := rand.New(rand.NewSource(1))
	const n = 256
	a, b := randWords(r, n), randWords(r, n)
	a[0], b[0] = 0, 0
	s := &Spec{Grid: [3]uint32{n / 64, 1, 1}, Buffers: []SpecBuffer{{"a", u32s(a)}, {"b", u32s(b)}, {"out", make([]byte, 4*n)}},
		Kernargs: []KernargItem{{Kind: "ptr", Buffer: "a"}, {Kind: "ptr", Buffer: "b"}, {Kind: "ptr", Buffer: "out"}}}
	out := mustRun(t, cl, "int_alu", s)
	want := make([]uint32, n)
	for i := range want {
		x, y := a[i], b[i]
		v := x*y + (x >> 3) - (y << 2)
		v ^= (x | y) & 0x5a5a5a5a
		v += uint32(int32(x) / (int32(y&0xff) + 1))
		v += x % ((y>>4)&0xff + 1)
		if x > y {
			v += x - y
		} else {
			v += y - x
		}
		v += uint32(uint64(int64(int32(x))*int64(int32(y))) >> 32)
		v += uint32(bits.OnesCount32(x) + bits.LeadingZeros32(y|1) + bits.TrailingZeros32(x|0x80000000))
		want[i] = v
	}
	checkWords(t, "int_alu", "out", out["out"], want)
}

func TestCorpusFloatALU(t *testing.T) {
	cl, _ := buildCorpus(t)
	r := rand.New(rand.NewSource(2))
	const n = 128
	a, b := make([]uint32, n), make([]uint32, n)
	for i := range a {
		a[i] = math.Float32bits(float32(r.NormFloat64() * 10))
		b[i] = math.Float32bits(float32(r.NormFloat64()*10 + 1))
	}
	s := &Spec{Grid: [3]uint32{n / 64, 1, 1}, Buffers: []SpecBuffer{{"a", u32s(a)}, {"b", u32s(b)}, {"out", make([]byte, 4*n)}},
		Kernargs: []KernargItem{{Kind: "ptr", Buffer: "a"}, {Kind: "ptr", Buffer: "b"}, {Kind: "ptr", Buffer: "out"}}}
	out := mustRun(t, cl, "float_alu", s)
	for i := 0; i < n; i++ {
		x, y := float64(math.Float32frombits(a[i])), float64(math.Float32frombits(b[i]))
		v := x*y + x/(y+3)
		v = v*0.5 - x
		v += math.Min(x, y) * math.Max(x, y)
		v += math.Sqrt(math.Abs(y)) + math.Floor(x) + float64(int32(float32(x*10)))
		v += float64(i) * 0.25
		got := float64(math.Float32frombits(out["out"][i]))
		if math.Abs(got-v) > 1e-4*math.Max(1, math.Abs(v)) {
			t.Errorf("float_alu: out[%d] = %v, want %v (x=%v y=%v)", i, got, v, x, y)
		}
	}
}

func TestCorpusDivergent(t *testing.T) {
	cl, _ := buildCorpus(t)
	r := rand.New(rand.NewSource(3))
	const n = 192
	a := make([]uint32, n)
	for i := range a {
		a[i] = uint32(int32(r.Intn(2000) - 1000))
	}
	s := &Spec{Grid: [3]uint32{n / 64, 1, 1}, Buffers: []SpecBuffer{{"a", u32s(a)}, {"out", make([]byte, 4*n)}},
		Kernargs: []KernargItem{{Kind: "ptr", Buffer: "a"}, {Kind: "ptr", Buffer: "out"}}}
	out := mustRun(t, cl, "divergent", s)
	want := make([]uint32, n)
	for i, u := range a {
		x := int32(u)
		var v int32
		if x&1 != 0 {
			for k := int32(0); k < x&15; k++ {
				v += k * x
			}
		} else {
			v = x
			if v < 0 {
				v = -v
			}
			v++
			for v < 1000 {
				v = v*3 + 7
			}
		}
		want[i] = uint32(v)
	}
	checkWords(t, "divergent", "out", out["out"], want)
}

func TestCorpusLDSReduceMultiWave(t *testing.T) {
	cl, _ := buildCorpus(t)
	r := rand.New(rand.NewSource(4))
	const groups = 6
	in := randWords(r, 256*groups)
	for i := range in {
		in[i] &= 0xffff
	}
	for _, seed := range []uint64{0, 1, 7} {
		s := &Spec{Grid: [3]uint32{groups, 1, 1}, Buffers: []SpecBuffer{{"in", u32s(in)}, {"out", make([]byte, 4*groups)}},
			Kernargs: []KernargItem{{Kind: "ptr", Buffer: "in"}, {Kind: "ptr", Buffer: "out"}}}
		out, st, err := runSpec(t, cl, "lds_reduce", s, Options{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		if st.Waves != 4*groups || st.Instructions[ClassDS] == 0 {
			t.Errorf("seed %d: stats %+v: want %d waves and DS instructions", seed, st, 4*groups)
		}
		want := make([]uint32, groups)
		for g := range want {
			for l := 0; l < 256; l++ {
				want[g] += in[g*256+l]
			}
		}
		checkWords(t, "lds_reduce", "out", out["out"], want)
	}
}

func TestCorpusAtomics(t *testing.T) {
	cl, _ := buildCorpus(t)
	r := rand.New(rand.NewSource(5))
	const groups = 5
	n := 128 * groups
	in := randWords(r, n)
	s := &Spec{Grid: [3]uint32{groups, 1, 1}, Buffers: []SpecBuffer{{"in", u32s(in)}, {"counters", make([]byte, 4*18)}, {"old", make([]byte, 4*n)}},
		Kernargs: []KernargItem{{Kind: "ptr", Buffer: "in"}, {Kind: "ptr", Buffer: "counters"}, {Kind: "ptr", Buffer: "old"}}}
	out, _, err := runSpec(t, cl, "atomics", s, Options{Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	want := make([]uint32, 18)
	for _, v := range in {
		want[v&15]++
		want[17] = max(want[17], v)
	}
	want[16] = uint32(n)
	checkWords(t, "atomics", "counters", out["counters"], want)
	ones := make([]uint32, n)
	for i := range ones {
		ones[i] = 1
	}
	checkWords(t, "atomics", "old", out["old"], ones)
}

func f16bits(f float64) uint32 { return uint32(f64ToF16(f)) }

func TestCorpusHalf2(t *testing.T) {
	cl, _ := buildCorpus(t)
	r := rand.New(rand.NewSource(6))
	const n = 64
	a, b := make([]uint32, n), make([]uint32, n)
	for i := range a {
		a[i] = f16bits(r.Float64()*4-2) | f16bits(r.Float64()*4-2)<<16
		b[i] = f16bits(r.Float64()*4-2) | f16bits(r.Float64()*4-2)<<16
	}
	s := &Spec{Grid: [3]uint32{1, 1, 1}, Buffers: []SpecBuffer{{"a", u32s(a)}, {"b", u32s(b)}, {"out", make([]byte, 4*n)}},
		Kernargs: []KernargItem{{Kind: "ptr", Buffer: "a"}, {Kind: "ptr", Buffer: "b"}, {Kind: "ptr", Buffer: "out"}}}
	out := mustRun(t, cl, "half2_math", s)
	for i := 0; i < n; i++ {
		for h := 0; h < 2; h++ {
			x := float64(f16ToF32(uint16(a[i] >> (16 * h))))
			y := float64(f16ToF32(uint16(b[i] >> (16 * h))))
			c := []float64{0.5, -0.25}[h]
			v := x*y + x
			v = v*y + c
			v = v - y*2
			got := float64(f16ToF32(uint16(out["out"][i] >> (16 * h))))
			if math.Abs(got-v) > 0.02*math.Max(1, math.Abs(v)) {
				t.Errorf("half2_math: out[%d].%d = %v, want %v", i, h, got, v)
			}
		}
	}
}

func TestCorpusCrossLane(t *testing.T) {
	cl, _ := buildCorpus(t)
	r := rand.New(rand.NewSource(7))
	const n = 128
	in := randWords(r, n)
	idx := make([]uint32, n)
	for i := range idx {
		idx[i] = uint32(r.Intn(64))
	}
	s := &Spec{Grid: [3]uint32{n / 64, 1, 1}, Buffers: []SpecBuffer{{"in", u32s(in)}, {"idx", u32s(idx)}, {"out", make([]byte, 4*5*n)}},
		Kernargs: []KernargItem{{Kind: "ptr", Buffer: "in"}, {Kind: "ptr", Buffer: "idx"}, {Kind: "ptr", Buffer: "out"}}}
	out := mustRun(t, cl, "cross_lane", s)
	want := make([]uint32, 5*n)
	for w := 0; w < n/64; w++ {
		var ballot uint64
		for l := 0; l < 64; l++ {
			if in[w*64+l]&3 == 1 {
				ballot |= 1 << l
			}
		}
		for l := 0; l < 64; l++ {
			i := w*64 + l
			want[5*i] = in[w*64+int(idx[i])]
			if l%16 != 0 {
				want[5*i+1] = in[i-1]
			}
			if l%16 != 15 {
				want[5*i+2] = in[i+1]
			}
			want[5*i+3] = in[w*64]
			want[5*i+4] = uint32(ballot>>(l&32)) ^ uint32(bits.OnesCount64(ballot))
		}
	}
	checkWords(t, "cross_lane", "out", out["out"], want)
}

func TestCorpusAddr64(t *testing.T) {
	cl, _ := buildCorpus(t)
	r := rand.New(rand.NewSource(8))
	const n, stride = 64, 3
	a := make([]uint32, 2*n*stride)
	for i := range a {
		a[i] = r.Uint32()
	}
	s := &Spec{Grid: [3]uint32{1, 1, 1}, Buffers: []SpecBuffer{{"a", u32s(a)}, {"out", make([]byte, 8*n)}},
		Kernargs: []KernargItem{{Kind: "ptr", Buffer: "a"}, {Kind: "ptr", Buffer: "out"}, {Kind: "u64", Value: stride}}}
	out := mustRun(t, cl, "addr64", s)
	want := make([]uint32, 2*n)
	for i := 0; i < n; i++ {
		x := uint64(a[2*i*stride]) | uint64(a[2*i*stride+1])<<32
		v := x*3 + x>>7 + uint64(i)<<40
		want[2*i], want[2*i+1] = uint32(v), uint32(v>>32)
	}
	checkWords(t, "addr64", "out", out["out"], want)
}

func TestCorpusGrid3D(t *testing.T) {
	cl, _ := buildCorpus(t)
	const gx, gy, gz = 3, 2, 2
	w, h, dz := uint32(8*gx), uint32(4*gy), uint32(2*gz)
	s := &Spec{Grid: [3]uint32{gx, gy, gz}, Buffers: []SpecBuffer{{"out", make([]byte, 4*w*h*dz)}},
		Kernargs: []KernargItem{{Kind: "ptr", Buffer: "out"}, {Kind: "u32", Value: uint64(w)}, {Kind: "u32", Value: uint64(h)}}}
	out := mustRun(t, cl, "grid3d", s)
	want := make([]uint32, w*h*dz)
	for z := uint32(0); z < dz; z++ {
		for y := uint32(0); y < h; y++ {
			for x := uint32(0); x < w; x++ {
				want[(z*h+y)*w+x] = x*1000000 + y*1000 + z
			}
		}
	}
	checkWords(t, "grid3d", "out", out["out"], want)
}

func TestCorpusBufferBounds(t *testing.T) {
	_, ll := buildCorpus(t)
	const n = 192
	src := make([]uint32, 100) // shorter than the grid: loads past it read 0
	for i := range src {
		src[i] = uint32(i * 7)
	}
	s := &Spec{Grid: [3]uint32{n / 64, 1, 1}, Workgroup: [3]uint32{64, 1, 1},
		Buffers:  []SpecBuffer{{"src", u32s(src)}, {"dst", make([]byte, 4*150)}}, // stores past 150 are dropped
		Kernargs: []KernargItem{{Kind: "bufdesc", Buffer: "src"}, {Kind: "bufdesc", Buffer: "dst"}, {Kind: "u32", Value: 5}}}
	out := mustRun(t, ll, "buf_add", s)
	want := make([]uint32, 150)
	for i := range want {
		if i < len(src) {
			want[i] = src[i] + 5
		} else {
			want[i] = 5
		}
	}
	checkWords(t, "buf_add", "dst", out["dst"], want)
}

func TestCorpusWideMath(t *testing.T) {
	_, ll := buildCorpus(t)
	r := rand.New(rand.NewSource(9))
	const n = 128
	a := randWords(r, 2*n)
	s := &Spec{Grid: [3]uint32{n / 64, 1, 1}, Workgroup: [3]uint32{64, 1, 1},
		Buffers:  []SpecBuffer{{"a", u32s(a)}, {"out", make([]byte, 8*n)}},
		Kernargs: []KernargItem{{Kind: "ptr", Buffer: "a"}, {Kind: "ptr", Buffer: "out"}}}
	out := mustRun(t, ll, "wide_math", s)
	want := make([]uint32, 2*n)
	for i := 0; i < n; i++ {
		x := uint64(a[2*i]) | uint64(a[2*i+1])<<32
		v := x*6364136223846793005 + 1442695040888963407
		v ^= uint64(int64(float64(i) * 1.5))
		want[2*i], want[2*i+1] = uint32(v), uint32(v>>32)
	}
	checkWords(t, "wide_math", "out", out["out"], want)
}

// TestCorpusPrivateArray: arrays indexed by data live in scratch; the
// results need the private segment buffer V#, the wavefront offset and
// the swizzled (dword-interleaved) private memory to be right, with two
// workgroups sharing nothing.
func TestCorpusPrivateArray(t *testing.T) {
	cl, _ := buildCorpus(t)
	s := corpusSpec("private_array")
	idx := words(s.Buffers[0].Data)
	got := mustRun(t, cl, "private_array", s)
	want := make([]uint32, 128)
	for i := uint32(0); i < 128; i++ {
		a := func(k uint32) uint32 { return i*k + idx[k] }
		c := uint32(uint8(i + 3*((idx[i]>>8)%40)))
		want[i] = a(idx[i]&31) + a(i*7&31) + c
	}
	checkWords(t, "private_array", "out", got["out"], want)

	// The same kernel built for flat scratch: scratch_* instructions
	// through FLAT_SCRATCH set from flat scratch init + wavefront offset.
	clang := tooltest.Need(t, "clang")
	lld := tooltest.Need(t, "ld.lld")
	dir := t.TempDir()
	src, _ := filepath.Abs("testdata/corpus.cl")
	for _, args := range [][]string{
		{clang, "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-mcpu=gfx900", "-nogpulib", "-O2", "-Xclang", "-target-feature", "-Xclang", "+enable-flat-scratch", "-c", src, "-o", filepath.Join(dir, "fs.o")},
		{lld, "-shared", filepath.Join(dir, "fs.o"), "-o", filepath.Join(dir, "fs.co")},
	} {
		if out, err := exec.Command(args[0], args[1:]...).CombinedOutput(); err != nil {
			t.Fatalf("%s: %v\n%s", args[0], err, out)
		}
	}
	co, err := os.ReadFile(filepath.Join(dir, "fs.co"))
	if err != nil {
		t.Fatal(err)
	}
	p, err := Load(co, "private_array")
	if err != nil {
		t.Fatal(err)
	}
	scratchOps := 0
	for _, d := range p.insts {
		if d != nil && strings.HasPrefix(d.in.Inst.Name, "scratch_") {
			scratchOps++
		}
	}
	if scratchOps == 0 {
		t.Fatal("the flat-scratch build has no scratch_* instructions")
	}
	got = mustRun(t, co, "private_array", s)
	checkWords(t, "private_array (flat scratch)", "out", got["out"], want)
}
