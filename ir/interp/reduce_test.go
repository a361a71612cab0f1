package interp

import (
	"math"
	"testing"
)

// lum is dot(p, float4(0.2125, 0.7154, 0.0721, 0)) in the order the IR
// programs compute it, every operation rounded to float32.
func lum(p []float32) float32 {
	mx := float32(p[0] * 0.2125)
	my := float32(p[1] * 0.7154)
	mz := float32(p[2] * 0.0721)
	mw := float32(p[3] * 0)
	return float32(float32(mx+my)+mz) + mw
}

// treeSum sums sm[0:n] as the IR's reduction does: sm[i] += sm[i+s] for
// i < s, s halving from n/2 to 1.
func treeSum(sm []float32) float32 {
	for s := len(sm) / 2; s >= 1; s /= 2 {
		for i := 0; i < s; i++ {
			sm[i] = float32(sm[i] + sm[i+s])
		}
	}
	return sm[0]
}

func pixels(n int, seed rng) ([]float32, []float64) {
	px := make([]float32, n*4)
	js := make([]float64, n*4)
	for i := range px {
		px[i] = seed.float()
		js[i] = float64(px[i])
	}
	return px, js
}

func TestReduce128(t *testing.T) {
	m := load(t, "reduce128.ir")
	const gx, gy = 2, 2
	width, height := gx*16, gy*16
	px, js := pixels(width*height, 1)
	r := run(t, m, obj{
		"dispatch": []int{gx, gy, 1},
		"resources": obj{
			"cbCS":   obj{"c_height": height, "c_width": width},
			"Input":  obj{"f32": js},
			"Result": obj{"zero": 4 * gx * gy},
		},
	})
	got := f32s(r.Words("Result"))
	for y := 0; y < gy; y++ {
		for x := 0; x < gx; x++ {
			sm := make([]float32, 128)
			for gi := range sm {
				dx, dy := x*8+gi%8, y*16+gi/8
				idx := dx*2 + dy*width
				sm[gi] = float32(lum(px[idx*4:]) + lum(px[idx*4+4:]))
			}
			want := float32(treeSum(sm) / 256)
			if g := got[x+y*gx]; g != want {
				t.Errorf("Result[%d] = %v, want %v", x+y*gx, g, want)
			}
		}
	}
}

func TestReduce1024(t *testing.T) {
	m := load(t, "reduce1024.ir")
	const gx, gy = 2, 1
	width, height := gx*64, gy*64
	px, js := pixels(width*height, 7)
	r := run(t, m, obj{
		"dispatch": []int{gx, gy, 1},
		"resources": obj{
			"cbCS":   obj{"c_height": height, "c_width": width},
			"Input":  obj{"f32": js},
			"Result": obj{"zero": 4 * gx * gy},
		},
	})
	got := f32s(r.Words("Result"))
	for y := 0; y < gy; y++ {
		for x := 0; x < gx; x++ {
			sm := make([]float32, 2048)
			for gi := 0; gi < 1024; gi++ {
				dx, dy := x*16+gi%16, y*64+gi/16
				idx := dx*4 + dy*width
				sm[2*gi] = float32(lum(px[idx*4:]) + lum(px[idx*4+4:]))
				sm[2*gi+1] = float32(lum(px[idx*4+8:]) + lum(px[idx*4+12:]))
			}
			want := float32(treeSum(sm) / 4096)
			if g := got[x+y*gx]; g != want {
				t.Errorf("Result[%d] = %v, want %v", x+y*gx, g, want)
			}
			if math.IsNaN(float64(want)) || want == 0 {
				t.Errorf("degenerate expectation %v", want)
			}
		}
	}
}
