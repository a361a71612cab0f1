package texfilter

import "math"

// Cube maps. GCN's texture unit samples a cube face with face coordinates:
// the shader selects the face of a direction (x, y, z) with v_cubeid_f32,
// projects it with v_cubesc_f32, v_cubetc_f32 and v_cubema_f32 (twice the
// major axis), and passes s = sc / |ma| + 1.5 and t = tc / |ma| + 1.5 (in
// [1, 2]) with the face id (plus 8 times the cube index of a cube array).
// The functions below are those instructions' semantics, used by the
// executor's VALU and by CubeCoords, so that the reference interpreter
// computes exactly what the compiled code does.

// cubeAxis returns the major axis of (x, y, z): 2 (z) if |z| is largest, 1
// (y) if |y| is, else 0; ties prefer z, then y.
func cubeAxis(x, y, z float64) int {
	ax, ay, az := math.Abs(x), math.Abs(y), math.Abs(z)
	switch {
	case az >= ax && az >= ay:
		return 2
	case ay >= ax:
		return 1
	}
	return 0
}

func pick(c bool, a, b float64) float64 {
	if c {
		return a
	}
	return b
}

// CubeID is v_cubeid_f32: the face (0 +X, 1 -X, 2 +Y, 3 -Y, 4 +Z, 5 -Z).
func CubeID(x, y, z float64) float64 {
	switch cubeAxis(x, y, z) {
	case 2:
		return pick(z < 0, 5, 4)
	case 1:
		return pick(y < 0, 3, 2)
	}
	return pick(x < 0, 1, 0)
}

// CubeSC is v_cubesc_f32: the face's s coordinate before projection.
func CubeSC(x, y, z float64) float64 {
	switch cubeAxis(x, y, z) {
	case 2:
		return pick(z < 0, -x, x)
	case 1:
		return x
	}
	return pick(x < 0, z, -z)
}

// CubeTC is v_cubetc_f32: the face's t coordinate before projection.
func CubeTC(x, y, z float64) float64 {
	if cubeAxis(x, y, z) == 1 {
		return pick(y < 0, -z, z)
	}
	return -y
}

// CubeMA is v_cubema_f32: twice the major axis component (signed).
func CubeMA(x, y, z float64) float64 {
	return 2 * []float64{x, y, z}[cubeAxis(x, y, z)]
}

// CubeCoords returns the face coordinates and face of direction (x, y, z)
// as compiled code computes them, one f32 operation at a time: the v_cube*
// values, r = 1 / |ma| (v_rcp_f32, correctly rounded), s = sc * r + 1.5 and
// t = tc * r + 1.5 (v_mul_f32 then v_add_f32).
func CubeCoords(x, y, z float32) (s, t, face float32) {
	X, Y, Z := float64(x), float64(y), float64(z)
	sc := float32(CubeSC(X, Y, Z))
	tc := float32(CubeTC(X, Y, Z))
	ma := float32(CubeMA(X, Y, Z))
	r := float32(1 / math.Abs(float64(ma)))
	s = float32(sc*r) + 1.5
	t = float32(tc*r) + 1.5
	return s, t, float32(CubeID(X, Y, Z))
}

// cubeBasis gives each face's direction for face-space (a, b) in [-1, 1]:
// dir = major*M + a*S + b*T, from the v_cube* definitions (a = sc/|ma|*2,
// b = tc/|ma|*2 in those terms).
var cubeBasis = [6][3][3]int{
	// M, S, T
	{{1, 0, 0}, {0, 0, -1}, {0, -1, 0}},  // +X: sc = -z, tc = -y
	{{-1, 0, 0}, {0, 0, 1}, {0, -1, 0}},  // -X: sc = z, tc = -y
	{{0, 1, 0}, {1, 0, 0}, {0, 0, 1}},    // +Y: sc = x, tc = z
	{{0, -1, 0}, {1, 0, 0}, {0, 0, -1}},  // -Y: sc = x, tc = -z
	{{0, 0, 1}, {1, 0, 0}, {0, -1, 0}},   // +Z: sc = x, tc = -y
	{{0, 0, -1}, {-1, 0, 0}, {0, -1, 0}}, // -Z: sc = -x, tc = -y
}

// cubeNeighbour maps texel (i, j) of face f of size n, one texel outside
// the face in one coordinate, onto the adjacent face: the direction through
// the texel's centre, in units of half a texel, projected onto the face of
// its new major axis, all in integers.
func cubeNeighbour(f, i, j, n int) (int, int, int) {
	a, b := 2*i+1-n, 2*j+1-n
	bs := cubeBasis[f]
	var d [3]int
	for k := 0; k < 3; k++ {
		d[k] = n*bs[0][k] + a*bs[1][k] + b*bs[2][k]
	}
	x, y, z := float64(d[0]), float64(d[1]), float64(d[2])
	g := int(CubeID(x, y, z))
	sc, tc, ma := int(CubeSC(x, y, z)), int(CubeTC(x, y, z)), int(math.Abs(CubeMA(x, y, z)))/2
	// texel index of face coordinate c/ma in [-1, 1]: floor((c/ma+1)/2*n)
	idx := func(c int) int { return clampInt(floorDiv((c+ma)*n, 2*ma), 0, n-1) }
	return g, idx(sc), idx(tc)
}

func floorDiv(a, b int) int {
	q := a / b
	if (a%b != 0) && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// cubeTexel returns texel (i, j) of face layer%6 of the cube at layer's
// first face, level l: inside the face, on a neighbouring face (seamless
// filtering) or clamped to the face's edge; a texel outside both
// coordinates (a cube corner) is the average of the three texels that meet
// there.
func (im *Image) cubeTexel(s *Sampler, l, layer, i, j int) [4]uint32 {
	lv := &im.Levels[l]
	n := lv.Width
	face, base := layer%6, layer-layer%6
	num := im.Format.Num
	get := func(f, x, y int) [4]uint32 {
		return im.Swizzle.Apply(im.texel(l, x, y, base+f), num)
	}
	outI, outJ := i < 0 || i >= n, j < 0 || j >= n
	switch {
	case !outI && !outJ:
		return get(face, i, j)
	case !s.Seamless:
		return get(face, clampInt(i, 0, n-1), clampInt(j, 0, n-1))
	case outI && outJ:
		ci, cj := clampInt(i, 0, n-1), clampInt(j, 0, n-1)
		v := [3][4]uint32{get(face, ci, cj)}
		f, x, y := cubeNeighbour(face, i, cj, n)
		v[1] = get(f, x, y)
		f, x, y = cubeNeighbour(face, ci, j, n)
		v[2] = get(f, x, y)
		if !num.FloatValued() {
			return v[0]
		}
		var r [4]uint32
		for k := range r {
			sum := 0.0
			for _, t := range v {
				sum += float64(math.Float32frombits(t[k]))
			}
			r[k] = math.Float32bits(float32(sum / 3))
		}
		return r
	}
	f, x, y := cubeNeighbour(face, i, j, n)
	return get(f, x, y)
}
