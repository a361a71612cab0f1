package vk

import (
	"encoding/json"
	"errors"
	"strconv"
	"testing"

	"hlslc/ir/runspec"
)

const typedSrc = `
Buffer<uint2> BIn : register(t0);
RWBuffer<float> BOut : register(u0);
Texture2D<float4> Tex : register(t1);
Texture2DArray<int2> TArr : register(t2);
RWTexture2D<float4> RW2 : register(u1);
RWTexture3D<uint> RW3 : register(u2);
RWStructuredBuffer<float4> Probe : register(u3);

[numthreads(4, 4, 1)]
void main(uint3 id : SV_DispatchThreadID) {
	uint i = id.x + 4 * id.y;
	uint2 b = BIn[i];                             // 8 texels: i >= 8 reads 0
	float4 t = Tex.Load(int3(id.xy, 0));          // 4x3: y == 3 reads 0
	int2 a = TArr.Load(int4(id.x, id.y, id.z, 0)); // 3x2, 2 layers
	if (id.z == 0) {
		RW2[id.xy] = RW2[id.xy] * 2 + t;
		BOut[i] = t.x + (float)a.y + (float)b.y;  // 12 texels: i >= 12 is dropped
		Probe[i] = RW2[id.xy + uint2(4, 0)] + Tex[int2(id.x + 4, id.y)];
	}
	RW3[id] = b.x * 1000 + (uint)(a.x + 500) + 16 * id.z;
	RW3[uint3(id.xy, id.z + 2)] = 7;              // depth 2: dropped
}`

// TestTypedResources runs typed buffers and textures of every kind the
// helper binds, with reads and writes in and out of range, and checks the
// results against values computed here.
func TestTypedResources(t *testing.T) {
	needVulkan(t, Lavapipe)
	sh := compile(t, "typed.hlsl", typedSrc, "main")

	wantKinds := map[string]string{
		"BIn": "texel-uniform r32g32_uint 0", "BOut": "texel-storage r32_sfloat 100",
		"Tex": "sampled r32g32b32a32_sfloat 2d 1", "TArr": "sampled r32g32_sint 2darray 2",
		"RW2": "storage-image r32g32b32a32_sfloat 2d 101", "RW3": "storage-image r32_uint 3d 102",
		"Probe": "storage  103",
	}
	for _, r := range sh.Resources {
		k, f, s := r.descriptor()
		got := k + " " + f
		if s != "" {
			got += " " + s
		}
		got += " " + strconv.Itoa(int(r.Binding))
		if got != wantKinds[r.Name] {
			t.Errorf("%s: %q, want %q", r.Name, got, wantKinds[r.Name])
		}
	}
	if len(sh.Resources) != len(wantKinds) {
		t.Fatalf("%d resources, want %d", len(sh.Resources), len(wantKinds))
	}

	bin := make([]uint32, 0, 16)
	for i := 0; i < 8; i++ {
		bin = append(bin, uint32(3*i+1), uint32(5*i+2))
	}
	tex := func(x, y int) [4]float32 {
		return [4]float32{float32(x + 10*y), float32(x) * 0.5, float32(y) * 0.25, float32(1 + x + y)}
	}
	var texData []float32
	for y := 0; y < 3; y++ {
		for x := 0; x < 4; x++ {
			v := tex(x, y)
			texData = append(texData, v[:]...)
		}
	}
	arr := func(x, y, l int) [2]int32 { return [2]int32{int32(x - 10*y + 100*l), int32(-(x + y + l))} }
	var arrData []int32
	for l := 0; l < 2; l++ {
		for y := 0; y < 2; y++ {
			for x := 0; x < 3; x++ {
				v := arr(x, y, l)
				arrData = append(arrData, v[:]...)
			}
		}
	}
	rw2 := func(x, y int) [4]float32 { return [4]float32{float32(x), float32(y), float32(x * y), -1} }
	var rw2Data []float32
	for y := 0; y < 4; y++ {
		for x := 0; x < 4; x++ {
			v := rw2(x, y)
			rw2Data = append(rw2Data, v[:]...)
		}
	}
	bout := make([]float32, 12)
	for i := range bout {
		bout[i] = -7
	}
	probe := make([]float32, 64) // overwritten with the zeros of out-of-range reads
	for i := range probe {
		probe[i] = 9
	}
	spec := map[string]any{
		"dispatch": []int{1, 1, 2},
		"resources": map[string]any{
			"BIn":   map[string]any{"u32": bin},
			"BOut":  map[string]any{"f32": bout},
			"Tex":   map[string]any{"f32": texData, "dims": []int{4, 3}},
			"TArr":  map[string]any{"i32": arrData, "dims": []int{3, 2, 2}},
			"RW2":   map[string]any{"f32": rw2Data, "dims": []int{4, 4}},
			"RW3":   map[string]any{"zero": 4 * 4 * 4 * 2, "dims": []int{4, 4, 2}},
			"Probe": map[string]any{"f32": probe},
		},
	}
	js, err := json.Marshal(spec)
	if err != nil {
		t.Fatal(err)
	}
	sp, err := runspec.Parse(js, "")
	if err != nil {
		t.Fatal(err)
	}
	res, err := sh.RunSpec(sp)
	if err != nil {
		t.Fatal(err)
	}

	getB := func(i int) [2]uint32 {
		if i >= 8 {
			return [2]uint32{}
		}
		return [2]uint32{bin[2*i], bin[2*i+1]}
	}
	getT := func(x, y int) [4]float32 {
		if x >= 4 || y >= 3 {
			return [4]float32{}
		}
		return tex(x, y)
	}
	getA := func(x, y, l int) [2]int32 {
		if x >= 3 || y >= 2 || l >= 2 {
			return [2]int32{}
		}
		return arr(x, y, l)
	}
	wantBOut := append([]float32(nil), bout...)
	wantRW2 := make([]float32, 0, 64)
	wantRW3 := make([]uint32, 4*4*2)
	wantProbe := make([]float32, 0, 64)
	for y := 0; y < 4; y++ {
		for x := 0; x < 4; x++ {
			t0, o := getT(x, y), rw2(x, y)
			for c := 0; c < 4; c++ {
				wantRW2 = append(wantRW2, o[c]*2+t0[c])
			}
			wantProbe = append(wantProbe, 0, 0, 0, 0) // both reads are out of range
			i := x + 4*y
			if i < 12 {
				wantBOut[i] = t0[0] + float32(getA(x, y, 0)[1]) + float32(getB(i)[1])
			}
			for z := 0; z < 2; z++ {
				wantRW3[x+4*y+16*z] = getB(i)[0]*1000 + uint32(getA(x, y, z)[0]+500) + uint32(16*z)
			}
		}
	}
	checkFloats(t, "BOut", floats(res.Buffers["BOut"]), wantBOut, 0)
	checkFloats(t, "RW2", floats(res.Buffers["RW2"]), wantRW2, 0)
	checkWords(t, "RW3", words(res.Buffers["RW3"]), wantRW3)
	checkFloats(t, "Probe", floats(res.Buffers["Probe"]), wantProbe, 0)
	if _, ok := res.Buffers["Tex"]; ok {
		t.Errorf("read-only texture Tex has a result")
	}
}

const typedShapesSrc = `
Buffer<int3> B3 : register(t0);
Texture1D<float3> T1 : register(t1);
Texture3D<uint> T3 : register(t2);
RWBuffer<uint3> RB3 : register(u0);
RWTexture1D<int> R1 : register(u1);
RWTexture2D<float3> R2 : register(u2);
RWTexture2DArray<float2> RA : register(u3);

[numthreads(4, 2, 1)]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex) {
	int3 b = B3[gi];                              // 5 texels
	float3 t = T1.Load(int2(gi, gi & 1));         // 6 texels; odd lanes ask for mip 1: 0
	uint v = T3[uint3(gi & 1, (gi >> 1) & 1, gi >> 2)]; // 2x2x2
	RB3[gi] = RB3[gi] + uint3(b) + v;             // 6 texels: gi >= 6 is dropped
	R1[gi] = R1[gi] * 3 + b.z;                    // 8 texels
	R2[id.xy] = R2[id.xy] + t;                    // 4x2
	RA[uint3(id.xy, 1)] = RA[uint3(id.xy, 0)] + t.xy; // 4x2, 2 layers
}`

// TestTypedShapes covers the other shapes and the three-component texels:
// storage formats with three components do not exist, so RW ones travel
// padded to four.
func TestTypedShapes(t *testing.T) {
	needVulkan(t, Lavapipe)
	sh := compile(t, "typed_shapes.hlsl", typedShapesSrc, "main")
	b3 := []int32{1, -2, 3, 4, -5, 6, 7, -8, 9, 10, -11, 12, 13, -14, 15}
	t1 := make([]float32, 18)
	for i := range t1 {
		t1[i] = float32(i)*0.5 - 3
	}
	t3 := []uint32{10, 20, 30, 40, 50, 60, 70, 80}
	rb3 := make([]uint32, 18)
	for i := range rb3 {
		rb3[i] = uint32(100 * i)
	}
	r1 := []int32{5, -6, 7, -8, 9, -10, 11, -12}
	r2 := make([]float32, 4*2*3)
	for i := range r2 {
		r2[i] = float32(i) - 10
	}
	ra := make([]float32, 4*2*2*2)
	for i := range ra {
		ra[i] = float32(i) * 0.25
	}
	js, err := json.Marshal(map[string]any{
		"dispatch": []int{1, 1, 1},
		"resources": map[string]any{
			"B3":  map[string]any{"i32": b3},
			"T1":  map[string]any{"f32": t1, "dims": []int{6}},
			"T3":  map[string]any{"u32": t3, "dims": []int{2, 2, 2}},
			"RB3": map[string]any{"u32": rb3},
			"R1":  map[string]any{"i32": r1, "dims": []int{8}},
			"R2":  map[string]any{"f32": r2, "dims": []int{4, 2}},
			"RA":  map[string]any{"f32": ra, "dims": []int{4, 2, 2}},
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	sp, err := runspec.Parse(js, "")
	if err != nil {
		t.Fatal(err)
	}
	res, err := sh.RunSpec(sp)
	if err != nil {
		t.Fatal(err)
	}
	wantRB3 := append([]uint32(nil), rb3...)
	wantR1 := make([]uint32, 8)
	wantR2 := append([]float32(nil), r2...)
	wantRA := append([]float32(nil), ra...)
	for gi := 0; gi < 8; gi++ {
		x, y := gi%4, gi/4
		var b [3]int32
		if gi < 5 {
			copy(b[:], b3[3*gi:])
		}
		var tv [3]float32
		if gi&1 == 0 && gi < 6 {
			copy(tv[:], t1[3*gi:])
		}
		v := t3[(gi&1)+2*((gi>>1)&1)+4*(gi>>2)]
		if gi < 6 {
			for c := 0; c < 3; c++ {
				wantRB3[3*gi+c] = rb3[3*gi+c] + uint32(b[c]) + v
			}
		}
		wantR1[gi] = uint32(r1[gi]*3 + b[2])
		for c := 0; c < 3; c++ {
			wantR2[3*(x+4*y)+c] = r2[3*(x+4*y)+c] + tv[c]
		}
		for c := 0; c < 2; c++ {
			wantRA[2*(x+4*y+8)+c] = ra[2*(x+4*y)+c] + tv[c]
		}
	}
	checkWords(t, "RB3", words(res.Buffers["RB3"]), wantRB3)
	checkWords(t, "R1", words(res.Buffers["R1"]), wantR1)
	checkFloats(t, "R2", floats(res.Buffers["R2"]), wantR2, 0)
	checkFloats(t, "RA", floats(res.Buffers["RA"]), wantRA, 0)
	for _, r := range sh.Resources {
		if r.Name == "R2" && (r.Texel.Comps != 3 || r.FormatComps != 4) {
			t.Errorf("R2: texel %s in a %d-component format, want f32x3 in 4", r.Texel, r.FormatComps)
		}
	}
}

// TestTypedErrors: typed resources the harness cannot bind are compile
// errors (the suite counts them as rejected); bad contents and the
// driver's limits are run errors, the latter marked ErrUnsupported.
func TestTypedErrors(t *testing.T) {
	needVulkan(t, Lavapipe)
	for _, c := range []struct{ decl, use, want string }{
		{"Texture2DMS<float4> M : register(t0);", "M.Load(int2(0, 0), 0).x", `resource "M": texture2DMS is not supported`},
		{"Texture2D<float4> M[2] : register(t0);", "M[1].Load(int3(0, 0, 0)).x", `resource "M": arrays of typed buffers or textures are not supported`},
		{"Texture2DMSArray<float4> M : register(t0);", "M.Load(int3(0, 0, 0), 0).x", `resource "M": texture2DMSArray is not supported`},
	} {
		src := c.decl + "\nRWStructuredBuffer<float> O : register(u0);\n[numthreads(1, 1, 1)] void main() { O[0] = " + c.use + "; }\n"
		_, err := Compile([]byte(src), "bad.hlsl", "main")
		wantErr(t, err, "bad.hlsl: vk: "+c.want)
	}

	sh := compile(t, "typed.hlsl", typedSrc, "main")
	data := map[string][]byte{"BIn": make([]byte, 8), "BOut": make([]byte, 4), "Tex": make([]byte, 16), "TArr": make([]byte, 8),
		"RW2": make([]byte, 16), "RW3": make([]byte, 4), "Probe": make([]byte, 16)}
	_, err := sh.Run([3]uint32{1, 1, 1}, data)
	wantErr(t, err, `typed.hlsl: texture2d "Tex" needs its extents: use RunBound or RunSpec`)

	bound := map[string]runspec.Bound{}
	for k, v := range data {
		bound[k] = runspec.Bound{Data: v, Extent: [3]uint32{1, 1, 1}}
	}
	bound["BIn"] = runspec.Bound{Data: make([]byte, 12), Extent: [3]uint32{1, 1, 1}}
	_, err = sh.RunBound([3]uint32{1, 1, 1}, bound)
	wantErr(t, err, `buffer "BIn": 12 bytes is not a whole number of 8-byte u32x2 elements`)

	bound["BIn"] = runspec.Bound{Data: make([]byte, 8), Extent: [3]uint32{1, 1, 1}}
	bound["RW2"] = runspec.Bound{Data: make([]byte, 16), Extent: [3]uint32{2, 1, 1}}
	_, err = sh.RunBound([3]uint32{1, 1, 1}, bound)
	wantErr(t, err, `texture2d "RW2": 16 bytes, but 2x1x1 f32x4 texels take 32`)

	// Wider than any image lavapipe makes: the driver's limit.
	bound["RW2"] = runspec.Bound{Data: make([]byte, 16<<16), Extent: [3]uint32{1 << 16, 1, 1}}
	_, err = sh.RunBound([3]uint32{1, 1, 1}, bound)
	wantErr(t, err, "vk: lavapipe does not support the shader's resources: binding 101: a 65536x1x1 2d image of r32g32b32a32_sfloat exceeds the device's limits")
	if !errors.Is(err, ErrUnsupported) {
		t.Errorf("%v: not ErrUnsupported", err)
	}
}

// TestTypedPeerStats: RADV compiles a shader with typed resources from its
// SPIR-V alone (no source: the descriptor types suffice, formats may be
// unknown).
func TestTypedPeerStats(t *testing.T) {
	needVulkan(t, RADV)
	sh := compile(t, "typed.hlsl", typedSrc, "main")
	st, err := PeerStats(sh.SPIRV, "main", ACO)
	if err != nil {
		t.Fatal(err)
	}
	if st.VGPRs <= 0 || st.CodeSize <= 0 {
		t.Errorf("implausible statistics: %d VGPRs, %d bytes of code", st.VGPRs, st.CodeSize)
	}
}
