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

// CubeGrad is a cube sample's face coordinates, face and the derivatives
// of the face coordinates (in the same units: the face spans 1), the
// operands image_sample_d takes for a cube.
type CubeGrad struct {
	S, T, Face float32
	DX, DY     [2]float32
}

// CubeCoordsGrad returns the face coordinates and face of direction dir
// and the derivatives dx, dy of the direction turned into derivatives of
// the face coordinates, as compiled code computes them, one f32 operation
// at a time. The texture unit takes derivatives only in face space (the
// LLVM intrinsics image.sample.d.cube take d(s,t)), so the shader
// differentiates the projection s = sc/|ma| + 1.5 by the quotient rule:
//
//	ds = dsc/|ma| - (s - 1.5) * d|ma|/|ma|
//
// with dsc, dtc and dma the derivative vector's components along the
// direction's face axes (selected by the direction's face, as v_cubesc,
// v_cubetc and v_cubema select them, not the derivative's own major
// axis). Like RADV (ACO and LLVM: Mesa's ac_nir_lower_tex), d|ma| is
// taken as 2*|d major| (its magnitude, whatever the direction of change);
// the exact quotient rule has sign(ma)*2*d major, so the two differ when
// the direction's major component shrinks in magnitude (the sample point
// moves towards the face's centre plane): RADV's derivative then adds what
// the exact one subtracts, and the LOD may come out larger or smaller
// (lavapipe takes the exact rule; older Mesa did too). ACO's code for
// gfx9 (RADV 22.3, vega10) is this sequence: v_cube*, v_rcp_f32 |ma|,
// v_cndmask selections, v_and_b32 0x7fffffff for |d major|, v_mul_f32
// and v_mad_f32 (unfused) for the differences. The operations: r =
// 1/|ma| (v_rcp_f32), s0 = sc*r, t0 = tc*r (v_mul_f32), q =
// (2*|dmajor|)*r, ds = dsc*r - q*s0, dt = dtc*r - q*t0 (v_mul_f32,
// v_sub_f32; the selections and sign changes are exact), s = s0 + 1.5,
// t = t0 + 1.5 (v_add_f32). The face coordinates are the ones CubeCoords
// returns.
func CubeCoordsGrad(dir, dx, dy [3]float32) CubeGrad {
	X, Y, Z := float64(dir[0]), float64(dir[1]), float64(dir[2])
	sc := float32(CubeSC(X, Y, Z))
	tc := float32(CubeTC(X, Y, Z))
	ma := float32(CubeMA(X, Y, Z))
	face := float32(CubeID(X, Y, Z))
	r := float32(1 / math.Abs(float64(ma)))
	s0, t0 := float32(sc*r), float32(tc*r)
	grad := func(d [3]float32) [2]float32 {
		dsc, dtc, dmajor := CubeFaceAxes(face, ma, d)
		m2 := 2 * float32(math.Abs(float64(dmajor)))
		q := float32(m2 * r)
		return [2]float32{float32(dsc*r) - float32(q*s0), float32(dtc*r) - float32(q*t0)}
	}
	return CubeGrad{S: s0 + 1.5, T: t0 + 1.5, Face: face, DX: grad(dx), DY: grad(dy)}
}

// CubeFaceAxes returns vector d's components along the s and t axes and
// the major axis of face (a v_cubeid_f32 value) of a direction whose
// v_cubema_f32 is ma, without the major component's sign: dsc and dtc are
// what v_cubesc_f32 and v_cubetc_f32 give for a direction of that face,
// dmajor is d's component on the face's axis (x, y or z). The choices
// follow the face id (id >= 4: z, id >= 2: y, else x) and the sign of ma
// (ma >= 0 is the positive face), as compiled code selects them.
func CubeFaceAxes(face, ma float32, d [3]float32) (dsc, dtc, dmajor float32) {
	sgn := float32(-1)
	if ma >= 0 {
		sgn = 1
	}
	switch {
	case face >= 4: // ±Z: sc = ±x, tc = -y
		return d[0] * sgn, -d[1], d[2]
	case face >= 2: // ±Y: sc = x, tc = ±z
		return d[0], d[2] * sgn, d[1]
	}
	return d[2] * -sgn, -d[1], d[0] // ±X: sc = ∓z, tc = -y
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
