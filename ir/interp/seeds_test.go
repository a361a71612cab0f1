package interp

import (
	"math"
	"testing"

	"hlslc/ir/runspec"
)

func TestCompact(t *testing.T) {
	m := load(t, "compact.ir")
	const groups, n, thr = 4, 1024, 600
	var seed rng = 3
	in := make([]uint32, n)
	var want []uint32
	for i := range in {
		in[i] = seed.next() % 1000
		if in[i] > thr {
			want = append(want, in[i])
		}
	}
	r := run(t, m, obj{
		"dispatch": []int{groups, 1, 1},
		"resources": obj{
			"Params":  obj{"threshold": thr},
			"In":      obj{"u32": in},
			"Out":     obj{"zero": 4 * n},
			"Counter": obj{"u32": []int{0}},
		},
	})
	// Groups run in order and so do their waves' atomics: the output is the
	// kept items in their input order.
	if c := r.Words("Counter")[0]; int(c) != len(want) {
		t.Fatalf("Counter = %d, want %d", c, len(want))
	}
	out := r.Words("Out")
	for i, w := range want {
		if out[i] != w {
			t.Fatalf("Out[%d] = %d, want %d", i, out[i], w)
		}
	}
	for i := len(want); i < n; i++ {
		if out[i] != 0 {
			t.Fatalf("Out[%d] = %d, want 0 (unwritten)", i, out[i])
		}
	}
}

func TestGather(t *testing.T) {
	m := load(t, "gather.ir")
	const nIn, nIdx = 250, 200
	var seed rng = 5
	in := make([]float64, nIn)
	for i := range in {
		in[i] = float64(seed.float()) + 1
	}
	idx := make([]uint32, nIdx)
	for i := range idx {
		idx[i] = seed.next() % 300
	}
	r := run(t, m, obj{
		"dispatch": []int{4, 1, 1}, // 256 threads for 200 items
		"resources": obj{
			"In":    obj{"f32": in},
			"Index": obj{"u32": idx},
			"Out":   obj{"zero": 4 * nIdx},
		},
	})
	out := f32s(r.Words("Out"))
	if len(out) != nIdx {
		t.Fatalf("Out has %d words, want %d", len(out), nIdx)
	}
	oob := 0
	for i, j := range idx {
		want := float32(0)
		if j < nIn {
			want = float32(in[j])
		} else {
			oob++
		}
		if out[i] != want {
			t.Errorf("Out[%d] = %v, want %v (index %d)", i, out[i], want, j)
		}
	}
	if oob == 0 {
		t.Error("test data has no out-of-range index")
	}
}

func TestPrefix(t *testing.T) {
	m := load(t, "prefix.ir")
	const groups, threads = 2, 96
	n := groups * threads
	var seed rng = 11
	in := make([]uint32, n)
	for i := range in {
		in[i] = seed.next() % 100
	}
	r := run(t, m, obj{
		"dispatch": []int{groups, 1, 1},
		"resources": obj{
			"In":        obj{"u32": in},
			"Prefix":    obj{"zero": 4 * n},
			"OddPrefix": obj{"zero": 4 * n},
			"Sums":      obj{"zero": 8 * groups * 2},
		},
	})
	prefix, oddPrefix, sums := r.Words("Prefix"), r.Words("OddPrefix"), r.Words("Sums")
	for g := 0; g < groups; g++ {
		for w := 0; w < 2; w++ {
			lo := g*threads + w*64
			hi := min(lo+64, (g+1)*threads)
			var sum, oddSum, nodd uint32
			for i := lo; i < hi; i++ {
				if prefix[i] != sum {
					t.Errorf("Prefix[%d] = %d, want %d", i, prefix[i], sum)
				}
				sum += in[i]
				if in[i]%2 == 1 {
					if oddPrefix[i] != oddSum {
						t.Errorf("OddPrefix[%d] = %d, want %d", i, oddPrefix[i], oddSum)
					}
					oddSum += in[i]
					nodd++
				} else if oddPrefix[i] != math.MaxUint32 {
					t.Errorf("OddPrefix[%d] = %d, want 0xffffffff", i, oddPrefix[i])
				}
			}
			k := (g*2 + w) * 2
			if sums[k] != sum || sums[k+1] != nodd {
				t.Errorf("Sums[%d..] = %d, %d; want %d, %d", k, sums[k], sums[k+1], sum, nodd)
			}
		}
	}
}

func TestMatrix(t *testing.T) {
	m := load(t, "matrix.ir")
	const n = 128
	var seed rng = 13
	mat := make([]float32, 16)
	matJS := make([]float64, 16)
	for i := range mat {
		mat[i] = seed.float()*4 - 2
		matJS[i] = float64(mat[i])
	}
	pos := make([]float32, 4*n)
	posJS := make([]float64, 4*n)
	for i := range pos {
		pos[i] = seed.float()*10 - 5
		posJS[i] = float64(pos[i])
	}
	r := run(t, m, obj{
		"dispatch": []int{n / 64, 1, 1},
		"resources": obj{
			"Mat": obj{"f32": matJS},
			"Pos": obj{"f32": posJS},
			"Out": obj{"zero": 16 * n},
		},
	})
	out := f32s(r.Words("Out"))
	for i := 0; i < n; i++ {
		p := pos[4*i:]
		for row := 0; row < 4; row++ {
			mr := mat[4*row:]
			s := float32(float32(float32(mr[0]*p[0])+float32(mr[1]*p[1]))+float32(mr[2]*p[2])) + float32(mr[3]*p[3])
			if g := out[4*i+row]; g != s {
				t.Errorf("Out[%d].%c = %v, want %v", i, "xyzw"[row], g, s)
			}
		}
	}
}

func TestMin16(t *testing.T) {
	m := load(t, "min16.ir")
	r := run(t, m, obj{"dispatch": []int{2, 1, 1}, "resources": obj{"Out": obj{"zero": 12 * 128}}})
	out := r.Words("Out")
	for i := 0; i < 128; i++ {
		x := float64(i)/8*2 + 0.5
		y := float64(i)/16*2 + 0.5
		want := uint32(runspec.F64ToF16(x)) | uint32(runspec.F64ToF16(y))<<16
		if out[3*i] != want {
			t.Errorf("Out[%d].h = %#x, want %#x", i, out[3*i], want)
		}
		if out[3*i+1] != uint32(i+1) {
			t.Errorf("Out[%d].tmp = %d, want %d", i, out[3*i+1], i+1)
		}
		// x*4096 in f16: overflows to +inf from x >= 16 (65520 rounds up),
		// which saturates to 32767 in i16.
		big := runspec.F16ToF64(runspec.F64ToF16(x * 4096))
		want2 := int32(32767)
		if big < 32767 {
			want2 = int32(big)
		}
		if int32(out[3*i+2]) != want2 {
			t.Errorf("Out[%d].sat = %d, want %d", i, int32(out[3*i+2]), want2)
		}
	}
}
