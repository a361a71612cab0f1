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

// cubeGradWant is CubeCoordsGrad's derivative of one vector in float64:
// the face axes of d for dir's face, with d|ma| taken as 2*|d major|.
func cubeGradWant(dir, d [3]float32) [2]float64 {
	X, Y, Z := float64(dir[0]), float64(dir[1]), float64(dir[2])
	ma := math.Abs(CubeMA(X, Y, Z))
	s0, t0 := CubeSC(X, Y, Z)/ma, CubeTC(X, Y, Z)/ma
	D := [3]float64{float64(d[0]), float64(d[1]), float64(d[2])}
	// the face's axes, written out per face (the v_cube* definitions)
	var dsc, dtc, dmaj float64
	switch CubeID(X, Y, Z) {
	case 0:
		dsc, dtc, dmaj = -D[2], -D[1], D[0]
	case 1:
		dsc, dtc, dmaj = D[2], -D[1], D[0]
	case 2:
		dsc, dtc, dmaj = D[0], D[2], D[1]
	case 3:
		dsc, dtc, dmaj = D[0], -D[2], D[1]
	case 4:
		dsc, dtc, dmaj = D[0], -D[1], D[2]
	case 5:
		dsc, dtc, dmaj = -D[0], -D[1], D[2]
	}
	dma := 2 * math.Abs(dmaj)
	return [2]float64{(dsc - s0*dma) / ma, (dtc - t0*dma) / ma}
}

// CubeCoordsGrad: the face coordinates are CubeCoords'; the derivatives
// follow the face's axes on every face (from an independent per-face
// table), within f32 rounding; when the direction's major component grows
// in magnitude they are the true derivatives of the projection (finite
// differences of CubeCoords); when it shrinks only d|ma|'s sign differs
// (RADV's rule, pinned by a row).
func TestCubeCoordsGrad(t *testing.T) {
	dirs := [][3]float32{{1, 0.3, -0.2}, {-1, -0.5, 0.7}, {0.4, 1, -0.6}, {0.2, -1, 0.9}, {-0.3, 0.6, 1}, {0.8, 0.1, -1},
		{1, 1, 1}, {1, 1, 0}, {0.999, 1, 0.5}}
	ds := [][3]float32{{0.01, 0, 0}, {0, 0.02, 0}, {0, 0, 0.03}, {0.01, -0.02, 0.005}, {-0.004, 0.0001, -0.03}}
	for _, dir := range dirs {
		s, tc, f := CubeCoords(dir[0], dir[1], dir[2])
		for _, dx := range ds {
			for _, dy := range ds {
				g := CubeCoordsGrad(dir, dx, dy)
				eq(t, [3]float32{s, tc, f}, [3]float32{g.S, g.T, g.Face}, "coordinates of %v", dir)
				for k, d := range [2][3]float32{dx, dy} {
					got := [2]float32{g.DX[0], g.DX[1]}
					if k == 1 {
						got = [2]float32{g.DY[0], g.DY[1]}
					}
					want := cubeGradWant(dir, d)
					for c := 0; c < 2; c++ {
						if math.Abs(float64(got[c])-want[c]) > 1e-6*math.Max(1, math.Abs(want[c]))+1e-9 {
							t.Errorf("dir %v d %v component %d: got %v, want %v", dir, d, c, got[c], want[c])
						}
					}
				}
			}
		}
	}
	// finite differences where the major component grows: dir on +Z with
	// dz > 0, on -X with dx < 0
	for _, row := range [][2][3]float32{{{0.3, -0.4, 1}, {0.01, 0.02, 0.03}}, {{-1, 0.2, 0.5}, {-0.02, 0.01, -0.01}}} {
		dir, d := row[0], row[1]
		g := CubeCoordsGrad(dir, d, d)
		const h = 1e-3
		s0, t0, _ := CubeCoords(dir[0], dir[1], dir[2])
		s1, t1, _ := CubeCoords(dir[0]+h*d[0], dir[1]+h*d[1], dir[2]+h*d[2])
		fd := [2]float64{(float64(s1) - float64(s0)) / h, (float64(t1) - float64(t0)) / h}
		for c := 0; c < 2; c++ {
			if math.Abs(float64(g.DX[c])-fd[c]) > 2e-3*math.Max(1, math.Abs(fd[c])) {
				t.Errorf("dir %v d %v: derivative %d is %v, finite difference %v", dir, d, c, g.DX[c], fd[c])
			}
		}
	}
	// shrinking major component on +Z (dz < 0) with a sideways move: the
	// exact quotient rule gives ds = (dsc - s0*2dz)/2 = (0.1 + 0.25*0.4)/2
	// = 0.1; RADV's rule uses 2|dz|: (0.1 - 0.25*0.4)/2 = 0
	g := CubeCoordsGrad([3]float32{0.5, 0, 1}, [3]float32{0.1, 0, -0.2}, [3]float32{})
	eq(t, [2]float32{0, 0}, g.DX, "RADV's d|ma| = 2|d major|")
}

// A cube sample's derivative LOD is measured in texels of a face: at the
// centre of +Z (|ma| = 2, a face is 2 units of direction wide), a step of
// 2^k*2/n in x is 2^k texels: LOD k.
func TestCubeGradLOD(t *testing.T) {
	const n = 16
	im := newImage(DimCube, r32f, n, n, 1, 6, 5, func(l, k, x, y, z int) [4]uint32 { return scalar(float32(l)) })
	s := DefaultSampler
	s.Mip = Point
	for k := 0; k < 5; k++ {
		step := float32(math.Ldexp(2.0/n, k))
		g := CubeCoordsGrad([3]float32{0, 0, 1}, [3]float32{step, 0, 0}, [3]float32{0, step / 4, 0})
		op := &Op{Coord: [3]float32{g.S, g.T}, Face: int(g.Face), Grad: true, DX: [3]float32{g.DX[0], g.DX[1]}, DY: [3]float32{g.DY[0], g.DY[1]}}
		lod, _ := LOD(im, &s, op)
		eq(t, float64(k), lod, "LOD of step 2^%d texels", k)
		eq(t, float32(k), val(Sample(im, &s, op)), "level of step 2^%d texels", k)
	}
}
