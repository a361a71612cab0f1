//go:build !purego

package exec

import (
	"math"
	"math/rand/v2"
	"testing"

	"golang.org/x/sys/cpu"
)

// TestAVX2MatchesGo runs every AVX2 form (fast_amd64.s) against the Go
// loop it replaces on random sources (float specials, exact ties of the f32
// rounding, results near the denormal range, integers, shift counts past 31), with the
// destination distinct from the sources and equal to each of them, and
// requires identical results.
func TestAVX2MatchesGo(t *testing.T) {
	if !cpu.X86.HasAVX2 {
		t.Skip("the CPU has no AVX2")
	}
	specials := []uint32{0, 0x80000000, 1, 0x807fffff, 0x00800000, 0x3f800000, 0xbf800000, 0x7f800000, 0xff800000,
		0x7fc00000, 0x7f800001, 0xffc00001, 0x4f800000, 0xcf000000, 0x7f7fffff, 0xff7fffff, 31, 32, 33, 0xffffffff, 0xff, 0x1000000}
	r := rand.New(rand.NewPCG(3, 4))
	word := func() uint32 {
		switch r.IntN(4) {
		case 0:
			return specials[r.IntN(len(specials))]
		case 1:
			return math.Float32bits(float32(r.NormFloat64() * 100))
		case 2:
			// small magnitudes: products and sums near the denormal range
			return math.Float32bits(float32(r.NormFloat64() * 1e-20))
		}
		return r.Uint32()
	}
	for name, vf := range avx2LaneOps {
		gf := laneOps[name].f
		for trial := 0; trial < 2000; trial++ {
			var src [3][64]uint32
			for i := range src {
				for l := range src[i] {
					src[i][l] = word()
				}
			}
			for l := range 64 {
				if r.IntN(8) == 0 {
					// an exact tie of the f32 rounding: c + a*1.0 where a
					// is half an ulp of c, and the same at c's neighbours
					c := r.Uint32()&0x3f7fffff | 0x01000000
					src[0][l], src[1][l], src[2][l] = (c&0x7f800000-24<<23)|r.Uint32()&0x80000000, 0x3f800000, c
				}
			}
			for alias := -1; alias < 3; alias++ {
				in := src
				var want, got [64]uint32
				gf(&want, &in[0], &in[1], &in[2])
				dst := &got
				if alias >= 0 {
					dst = &in[alias]
				}
				vf(dst, &in[0], &in[1], &in[2])
				if *dst != want {
					for l := range want {
						if dst[l] != want[l] {
							t.Fatalf("%s (destination %d): lane %d of (%#x, %#x, %#x): AVX2 %#x, Go %#x",
								name, alias, l, src[0][l], src[1][l], src[2][l], dst[l], want[l])
						}
					}
				}
			}
		}
	}
}

// TestAVX2Helpers checks the hand-written helpers of lanes_amd64.s against
// their Go loops: the merge under EXEC and the integer compares, on every
// predicate, with equal, near and sign-crossing values.
func TestAVX2Helpers(t *testing.T) {
	if !useAVX2 {
		t.Skip("the CPU has no AVX2")
	}
	r := rand.New(rand.NewPCG(5, 6))
	edge := []uint32{0, 1, 0x7fffffff, 0x80000000, 0x80000001, 0xffffffff}
	for trial := 0; trial < 5000; trial++ {
		var a, b, d [64]uint32
		for l := range a {
			a[l], b[l], d[l] = r.Uint32(), r.Uint32(), r.Uint32()
			switch r.IntN(4) {
			case 0:
				b[l] = a[l]
			case 1:
				a[l], b[l] = edge[r.IntN(len(edge))], edge[r.IntN(len(edge))]
			case 2:
				b[l] = a[l] + uint32(r.IntN(3)) - 1
			}
		}
		exec := r.Uint64()
		if trial%3 == 0 {
			exec &= r.Uint64()
		}
		want, got := d, d
		storeMergedGo(&want, &a, exec)
		avx2Store(&got, &a, exec)
		if got != want {
			t.Fatalf("merge under exec %#x: AVX2 %x, Go %x", exec, got, want)
		}
		for _, signed := range []bool{false, true} {
			gt, eq := vectorCompares(signed)
			for name, p := range intPreds {
				w := cmpU32(p, &a, &b)
				if signed {
					w = cmpI32(p, &a, &b, new([2][64]uint32))
				}
				if g := cmpByMasks(p, gt, eq, &a, &b); g != w {
					t.Fatalf("v_cmp_%s (signed %v): AVX2 %#x, Go %#x", name, signed, g, w)
				}
			}
		}
	}
}

// TestAVX2Fill checks the vector broadcast against the Go loop.
func TestAVX2Fill(t *testing.T) {
	if !cpu.X86.HasAVX2 {
		t.Skip("the CPU has no AVX2")
	}
	for _, x := range []uint32{0, 1, 0x80000000, 0xdeadbeef, 0xffffffff} {
		var got, want [64]uint32
		got[5] = 7
		avx2Fill(&got, x)
		fillGo(&want, x)
		if got != want {
			t.Errorf("fill %#x: %x, want %x", x, got, want)
		}
	}
}

// TestAVX2StepMask checks the vector step test against the Go loop.
func TestAVX2StepMask(t *testing.T) {
	if !cpu.X86.HasAVX2 {
		t.Skip("the CPU has no AVX2")
	}
	r := rand.New(rand.NewPCG(5, 6))
	for trial := 0; trial < 1000; trial++ {
		base, step := r.Uint32(), []uint32{0, 1, 4, 8, 16, r.Uint32()}[r.IntN(6)]
		var row [64]uint32
		for l := range row {
			row[l] = base + step*uint32(l)
			if r.IntN(4) == 0 {
				row[l] = r.Uint32()
			}
		}
		if got, want := avx2StepMask(&row, base, step), stepMaskGo(&row, base, step); got != want {
			t.Fatalf("base %#x step %#x: %#x, want %#x", base, step, got, want)
		}
	}
}
