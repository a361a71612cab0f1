package texfilter

import (
	"math"
	"testing"
)

func TestCubeCoords(t *testing.T) {
	rows := []struct {
		dir        [3]float32
		s, tc, fac float32
	}{
		{[3]float32{1, 0, 0}, 1.5, 1.5, 0},
		{[3]float32{-1, 0, 0}, 1.5, 1.5, 1},
		{[3]float32{0, 2, 0}, 1.5, 1.5, 2},
		{[3]float32{0, -1, 0}, 1.5, 1.5, 3},
		{[3]float32{0, 0, 1}, 1.5, 1.5, 4},
		{[3]float32{0, 0, -1}, 1.5, 1.5, 5},
		{[3]float32{1, 0.5, -1}, 1, 1.25, 5},       // ties prefer z: -Z, sc = -x, tc = -y
		{[3]float32{0.5, 1, 0.25}, 1.75, 1.625, 2}, // +Y: sc = x, tc = z
		{[3]float32{1, -1, 0}, 2, 1.5, 3},          // ties prefer y over x: -Y, tc = -z
	}
	for _, r := range rows {
		s, tc, f := CubeCoords(r.dir[0], r.dir[1], r.dir[2])
		eq(t, [3]float32{r.s, r.tc, r.fac}, [3]float32{s, tc, f}, "direction %v", r.dir)
	}
}

// texelDir is the unit direction through the centre of texel (i, j) of
// face f of size n.
func texelDir(f, i, j, n int) [3]float64 {
	a, b := float64(2*i+1-n)/float64(n), float64(2*j+1-n)/float64(n)
	bs := cubeBasis[f]
	var d [3]float64
	l := 0.0
	for k := range d {
		d[k] = float64(bs[0][k]) + a*float64(bs[1][k]) + b*float64(bs[2][k])
		l += d[k] * d[k]
	}
	for k := range d {
		d[k] /= math.Sqrt(l)
	}
	return d
}

// The face basis agrees with the v_cube* projection: texel centres project
// back onto their own texel.
func TestCubeBasis(t *testing.T) {
	const n = 5
	for f := 0; f < 6; f++ {
		for j := 0; j < n; j++ {
			for i := 0; i < n; i++ {
				d := texelDir(f, i, j, n)
				s, tc, g := CubeCoords(float32(d[0]), float32(d[1]), float32(d[2]))
				x, y := int((float64(s)-1)*n), int((float64(tc)-1)*n)
				eq(t, [3]int{f, i, j}, [3]int{int(g), x, y}, "texel centre")
			}
		}
	}
}

// Every texel beyond a face's edge is a texel of the adjacent face next to
// the edge texel, and stepping back across the edge returns.
func TestCubeNeighbours(t *testing.T) {
	const n = 4
	for f := 0; f < 6; f++ {
		for k := 0; k < n; k++ {
			for _, e := range [][4]int{{-1, k, 0, k}, {n, k, n - 1, k}, {k, -1, k, 0}, {k, n, k, n - 1}} {
				g, x, y := cubeNeighbour(f, e[0], e[1], n)
				if g == f || g == f^1 {
					t.Fatalf("face %d texel (%d, %d): neighbour face %d", f, e[0], e[1], g)
				}
				// adjacent: the two texel centres are about one texel apart
				a, b := texelDir(f, e[2], e[3], n), texelDir(g, x, y, n)
				dot := a[0]*b[0] + a[1]*b[1] + a[2]*b[2]
				if ang := math.Acos(min(dot, 1)); ang > 1.6*math.Pi/2/n {
					t.Errorf("face %d texel (%d, %d) -> face %d (%d, %d): %.3f rad apart", f, e[0], e[1], g, x, y, ang)
				}
				// one step outside g across the shared edge maps back
				back := false
				for _, o := range [][2]int{{x - 1, y}, {x + 1, y}, {x, y - 1}, {x, y + 1}} {
					if o[0] >= 0 && o[0] < n && o[1] >= 0 && o[1] < n {
						continue
					}
					h, bx, by := cubeNeighbour(g, o[0], o[1], n)
					back = back || [3]int{h, bx, by} == [3]int{f, e[2], e[3]}
				}
				if !back {
					t.Errorf("face %d (%d, %d) -> face %d (%d, %d) does not map back", f, e[0], e[1], g, x, y)
				}
			}
		}
	}
}

func TestCubeSample(t *testing.T) {
	// each face holds 10 * face
	im := newImage(DimCube, r32f, 4, 4, 1, 12, 1, func(l, k, x, y, z int) [4]uint32 { return scalar(float32(10 * k)) })
	s := DefaultSampler
	// the centre of +X's edge towards +Z (sc = -z: s = 1): half +X, half +Z
	op := &Op{Coord: [3]float32{1, 1.5}, Face: 0}
	eq(t, float32(20), val(Sample(im, &s, op)), "seamless edge")
	s.Seamless = false
	eq(t, float32(0), val(Sample(im, &s, op)), "clamped edge")
	s.Seamless = true
	// a corner: the 2x2 footprint has one texel beyond both edges; it is
	// the average of +X (0), and the two neighbours
	op = &Op{Coord: [3]float32{1, 1}, Face: 0}
	s3, t3, f3 := CubeCoords(1, 1, 1) // the corner direction belongs to +Z
	_ = s3
	_ = t3
	if f3 != 4 {
		t.Fatalf("corner face %v", f3)
	}
	got := val(Sample(im, &s, op))
	// +X corner texel (0), +Z (40), +Y (20), and their average (20): (0+40+20+20)/4
	eq(t, float32(20), got, "corner")
	// the second cube of the array
	op = &Op{Coord: [3]float32{1.5, 1.5}, Face: 3, Layer: 1}
	eq(t, float32(90), val(Sample(im, &s, op)), "cube array")
}
