package lower

import (
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hlslc/frontend"
	"hlslc/ir"
	"hlslc/ir/interp"
	"hlslc/ir/runspec"
)

type obj = map[string]any

// lowerRun lowers testdata/run/name with extra -D defines.
func lowerRun(t *testing.T, name string, defines ...string) *ir.Module {
	t.Helper()
	path := filepath.Join("testdata", "run", name)
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	opts := runFlags(t, path, src)
	opts.PP.Defines = append(opts.PP.Defines, defines...)
	res := frontend.Compile(path, src, opts, frontend.StageCheck)
	if res.Diags.HasErrors() {
		var b strings.Builder
		res.Diags.Render(&b)
		t.Fatalf("%s: %s", name, b.String())
	}
	m, err := Lower(res.Program, Options{})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return m
}

// runModule runs m on a spec given as a Go value, read back as JSON the
// way `hlslc interp` reads it.
func runModule(t *testing.T, m *ir.Module, spec any) *interp.Result {
	t.Helper()
	js, err := json.Marshal(spec)
	if err != nil {
		t.Fatal(err)
	}
	s, err := runspec.Parse(js, ".")
	if err != nil {
		t.Fatal(err)
	}
	r, err := interp.Run(m, s, interp.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

type rng uint64

func (r *rng) next() uint32 {
	*r = *r*6364136223846793005 + 1442695040888963407
	return uint32(*r >> 33)
}

func f32(x float32) float32 { return x } // an explicit rounding point

func TestRunReduce(t *testing.T) {
	lum := [4]float32{0.2125, 0.7154, 0.0721, 0}
	for _, threads := range []int{64, 256, 1024} {
		m := lowerRun(t, "reduce.hlsl", "THREADS="+itoa(threads))
		const groups = 3
		n := groups * threads
		var seed rng = 7
		px := make([]float32, 4*n)
		for i := range px {
			px[i] = float32(seed.next()%1000) / 997
		}
		r := runModule(t, m, obj{"dispatch": []int{groups, 1, 1},
			"resources": obj{"Input": obj{"f32": px}, "Result": obj{"zero": 4 * groups}}})
		got := r.Words("Result")
		for g := 0; g < groups; g++ {
			sm := make([]float32, threads)
			for i := range sm {
				p := px[4*(g*threads+i):]
				d := f32(p[0] * lum[0])
				d = f32(d + f32(p[1]*lum[1]))
				d = f32(d + f32(p[2]*lum[2]))
				d = f32(d + f32(p[3]*lum[3]))
				sm[i] = d
			}
			for s := threads / 2; s > 0; s >>= 1 {
				for i := 0; i < s; i++ {
					sm[i] = f32(sm[i] + sm[i+s])
				}
			}
			if v := math.Float32frombits(got[g]); v != sm[0] {
				t.Errorf("threads %d: Result[%d] = %v, want %v", threads, g, v, sm[0])
			}
		}
	}
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

func TestRunCompact(t *testing.T) {
	m := lowerRun(t, "compact.hlsl")
	const groups, n = 3, 768
	var seed rng = 11
	src := make([]uint32, n)
	var want []uint32
	for i := range src {
		src[i] = seed.next() % 1000
		if src[i]&1 != 0 {
			want = append(want, src[i])
		}
	}
	r := runModule(t, m, obj{"dispatch": []int{groups, 1, 1},
		"resources": obj{"Src": obj{"u32": src}, "Dst": obj{"zero": 4 * n}, "Counter": obj{"u32": []int{0}}}})
	// groups and their waves run in order, so the kept items keep their order
	if c := r.Words("Counter")[0]; int(c) != len(want) {
		t.Fatalf("Counter = %d, want %d", c, len(want))
	}
	dst := r.Words("Dst")
	for i, w := range want {
		if dst[i] != w {
			t.Fatalf("Dst[%d] = %d, want %d", i, dst[i], w)
		}
	}
	for i := len(want); i < n; i++ {
		if dst[i] != 0 {
			t.Fatalf("Dst[%d] = %d, want 0", i, dst[i])
		}
	}
	// one atomic per wave on groupshared memory, one per group on the buffer
	atomics := map[string]int{}
	for _, b := range m.Kernel().Blocks {
		for _, v := range b.Instrs {
			if v.Op == ir.OpAtomic {
				atomics[v.Mem.Name]++
			}
		}
	}
	if atomics["sharedCounter"] != 1 || atomics["Counter"] != 1 {
		t.Errorf("atomics = %v, want one on sharedCounter and one on Counter", atomics)
	}
}

func TestRunGather(t *testing.T) {
	m := lowerRun(t, "gather.hlsl")
	const nIn, nIdx = 250, 192
	var seed rng = 5
	in := make([]float32, nIn)
	for i := range in {
		in[i] = float32(seed.next()%1000)/7 + 1
	}
	idx := make([]uint32, nIdx)
	for i := range idx {
		idx[i] = seed.next() % 300 // some past the end
	}
	r := runModule(t, m, obj{"dispatch": []int{nIdx / 64, 1, 1},
		"resources": obj{"In": obj{"f32": in}, "Index": obj{"u32": idx}, "Out": obj{"zero": 4 * nIdx}}})
	out := r.Words("Out")
	for i, k := range idx {
		want := float32(0)
		if int(k) < nIn {
			want = in[k]
		}
		if got := math.Float32frombits(out[i]); got != want {
			t.Fatalf("Out[%d] = %v, want %v (index %d)", i, got, want, k)
		}
	}
}

func TestRunPrefix(t *testing.T) {
	m := lowerRun(t, "prefix.hlsl")
	const n = 256
	var seed rng = 9
	in := make([]uint32, n)
	for i := range in {
		in[i] = seed.next() % 100
	}
	r := runModule(t, m, obj{"dispatch": []int{n / 128, 1, 1},
		"resources": obj{"In": obj{"u32": in}, "Sum": obj{"zero": 4 * n}, "FSum": obj{"zero": 4 * n}, "Total": obj{"zero": 4 * n}}})
	sum, fsum, total := r.Words("Sum"), r.Words("FSum"), r.Words("Total")
	for w := 0; w < n/64; w++ {
		var acc uint32
		var facc float32
		var tot, mx uint32
		for l := 0; l < 64; l++ {
			tot += in[w*64+l]
			mx = max(mx, in[w*64+l])
		}
		for l := 0; l < 64; l++ {
			i := w*64 + l
			if sum[i] != acc {
				t.Fatalf("Sum[%d] = %d, want %d", i, sum[i], acc)
			}
			if got := math.Float32frombits(fsum[i]); got != facc {
				t.Fatalf("FSum[%d] = %v, want %v", i, got, facc)
			}
			if total[i] != tot+mx*65536 {
				t.Fatalf("Total[%d] = %d, want %d", i, total[i], tot+mx*65536)
			}
			acc += in[i]
			facc = f32(facc + f32(float32(in[i])*0.5))
		}
	}
}

func TestRunMatrix(t *testing.T) {
	m := lowerRun(t, "matrix.hlsl")
	const n = 128
	var seed rng = 13
	mat := make([]float32, 16)
	for i := range mat {
		mat[i] = float32(int(seed.next()%17) - 8)
	}
	vecs := make([]float32, 4*n)
	for i := range vecs {
		vecs[i] = float32(seed.next()%1000) / 16
	}
	r := runModule(t, m, obj{"dispatch": []int{n / 64, 1, 1},
		"resources": obj{"Mat": obj{"f32": mat}, "Vecs": obj{"f32": vecs}, "Out": obj{"zero": 16 * n}}})
	out := r.Words("Out")
	for i := 0; i < n; i++ {
		for row := 0; row < 4; row++ {
			var acc float32
			for c := 0; c < 4; c++ {
				p := f32(mat[row*4+c] * vecs[4*i+c])
				if c == 0 {
					acc = p
				} else {
					acc = f32(acc + p)
				}
			}
			if got := math.Float32frombits(out[4*i+row]); got != acc {
				t.Fatalf("Out[%d].%d = %v, want %v", i, row, got, acc)
			}
		}
	}
}

func TestRunControl(t *testing.T) {
	m := lowerRun(t, "control.hlsl")
	const n = 128
	var seed rng = 17
	in := make([]int32, n)
	for i := range in {
		in[i] = int32(seed.next()%60) - 20
	}
	r := runModule(t, m, obj{"dispatch": []int{n / 64, 1, 1},
		"resources": obj{"In": obj{"i32": in}, "Out": obj{"zero": 32 * n}, "Stats": obj{"u32": []int{0, 0}}}})
	out := r.Words("Out")
	lut := []int32{3, 1, 4, 1, 5}
	var maxv uint32
	var total uint32
	for i, x := range in {
		s := int32(0)
		for j := int32(0); j < 20; j++ {
			if j == x {
				break
			}
			if j&1 == 0 {
				continue
			}
			s += j
		}
		rr := int32(0)
		switch x % 4 {
		case 0:
			rr = 10
		case 1:
			rr = 11 + 20
		case 2, -2:
			rr += 20
		default:
			rr = -5
		}
		li := lut[uint32(x)%5]
		twice, acc := x*2, 7+x
		c := int32(100)
		switch {
		case x < 0:
			c = -1
		case x == 0:
			c = 0
		default:
			for j := int32(0); j < 8; j++ {
				if j*j > x {
					c = j
					break
				}
			}
		}
		w := uint32(0)
		for k := x; ; {
			k /= 2
			w++
			if k == 0 {
				break
			}
		}
		for {
			w++
			if w >= 3 {
				break
			}
		}
		want := []int32{s, rr, li, c, twice, acc, int32(w), 0}
		for j, wv := range want {
			if got := int32(out[8*i+j]); got != wv {
				t.Errorf("x=%d: Out[%d*8+%d] = %d, want %d", x, i, j, got, wv)
			}
		}
		maxv = max(maxv, uint32(x+100))
		total += uint32(x & 7)
	}
	st := r.Words("Stats")
	if st[0] != maxv || st[1] != total {
		t.Errorf("Stats = %v, want [%d %d]", st, maxv, total)
	}
	if len(m.Kernel().Private) == 0 {
		t.Errorf("the run-time indexed local array should live in private memory")
	}
}

func TestRunHalf(t *testing.T) {
	m := lowerRun(t, "half.hlsl")
	h := func(x float64) float64 { return runspec.F16ToF64(runspec.F64ToF16(x)) }
	const n = 64
	var seed rng = 21
	in := make([]float32, n)
	for i := range in {
		in[i] = float32(seed.next()%2000)/93 - 10
	}
	r := runModule(t, m, obj{"dispatch": []int{1, 1, 1},
		"resources": obj{"In": obj{"f32": in}, "Out": obj{"zero": 4 * n}}})
	out := r.Words("Out")
	for i, x := range in {
		ax := h(float64(x))
		ay := h(float64(f32(x * 0.5)))
		bx := h(h(ax*ax) + 1)
		by := h(h(ay*ay) + 2)
		want := float32(h(bx + by))
		if got := math.Float32frombits(out[i]); got != want {
			t.Errorf("Out[%d] = %v, want %v (in %v)", i, got, want, x)
		}
	}
	// the arithmetic is f16
	f16 := 0
	for _, b := range m.Kernel().Blocks {
		for _, v := range b.Instrs {
			if v.Type == ir.F16 && (v.Op == ir.OpFMul || v.Op == ir.OpFAdd) {
				f16++
			}
		}
	}
	if f16 < 5 {
		t.Errorf("%d f16 multiplies and adds, want 5", f16)
	}
}

// TestTypedResources checks typed buffers and textures against values
// computed here from D3D's rules (out-of-range reads give 0, out-of-range
// writes are dropped).
func TestTypedResources(t *testing.T) {
	m := lowerRun(t, "typed.hlsl")
	pairs := make([]any, 24)
	for i := range pairs {
		pairs[i] = i * 3
	}
	heights := make([]any, 12) // 3 wide, 4 high
	for i := range heights {
		heights[i] = float64(i) + 0.25
	}
	layers := make([]any, 16) // 2x2x2, 2 components
	for i := range layers {
		layers[i] = i - 5
	}
	r := runModule(t, m, obj{
		"dispatch": []int{1, 1, 1},
		"resources": obj{
			"Pairs":   obj{"u32": pairs},
			"Heights": obj{"f32": heights, "dims": []int{3, 4}},
			"Layers":  obj{"i32": layers, "dims": []int{2, 2, 2}},
			"Color":   obj{"zero": 5 * 3 * 16, "dims": []int{5, 3}},
			"Out":     obj{"zero": 28 * 4},
			"Pts":     obj{"zero": 7 * 12},
			"Bytes":   obj{"zero": 20},
		},
	})
	out := map[string][]uint32{}
	for i, res := range r.Resources {
		d := r.Data[i]
		w := make([]uint32, len(d)/4)
		for j := range w {
			w[j] = uint32(d[4*j]) | uint32(d[4*j+1])<<8 | uint32(d[4*j+2])<<16 | uint32(d[4*j+3])<<24
		}
		out[res.Name] = w
	}
	height := func(x, y int) float32 {
		if x < 0 || y < 0 || x >= 3 || y >= 4 {
			return 0
		}
		return float32(y*3+x) + 0.25
	}
	for y := 0; y < 3; y++ {
		for x := 0; x < 5; x++ {
			got := out["Color"][(y*5+x)*4 : (y*5+x)*4+4]
			var want [4]float32
			if x < 4 { // the group is 4x4: column 4 stays 0
				gi := y*4 + x
				var p uint32
				if gi < 12 {
					p = uint32(gi*6*2 + 3) // Pairs[gi] = (6gi, 6gi+3)
				}
				want = [4]float32{height(x, y), 0.5, height(x-1, y+1), float32(p)}
			}
			for c := range want {
				if math.Float32frombits(got[c]) != want[c] {
					t.Errorf("Color[%d,%d].%d = %v, want %v", x, y, c, math.Float32frombits(got[c]), want[c])
				}
			}
		}
	}
	for gi := 0; gi < 16; gi++ {
		x, y := gi%4, gi/4
		var lx, ly int32
		if x < 2 && y < 2 {
			e := ((x&1)*2*2 + y*2 + x) * 2
			lx, ly = int32(e-5), int32(e+1-5)
		}
		if got, want := int32(out["Out"][gi]), lx*1000+ly; got != want {
			t.Errorf("Out[%d] = %d, want %d", gi, got, want)
		}
	}
	wantDims := []uint32{3, 4, 2, 2, 2, 12, 7, 12, 20, 0, 0, 1} // mip 1 does not exist: sizes 0
	for i, w := range wantDims {
		if got := out["Out"][16+i]; got != w {
			t.Errorf("Out[%d] = %d, want %d", 16+i, got, w)
		}
	}
}
