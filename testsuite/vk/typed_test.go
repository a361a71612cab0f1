package vk

import (
	"encoding/json"
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
