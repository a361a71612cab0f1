package vk

import (
	"encoding/binary"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"hlslc/internal/tooltest"
	"hlslc/ir/runspec"
)

// needVulkan skips the test (or fails it under HLSLC_REQUIRE_TOOLS=1) when
// glslang, spirv-cross, gcc, the driver's ICD manifest or the Vulkan
// development files are missing.
func needVulkan(t *testing.T, d Driver) {
	t.Helper()
	tooltest.Need(t, "glslangValidator")
	tooltest.Need(t, "spirv-cross")
	tooltest.Need(t, "gcc")
	missing := func(what string) {
		t.Helper()
		if tooltest.Required() {
			t.Fatalf("%s (HLSLC_REQUIRE_TOOLS=1); scripts/test.sh installs mesa-vulkan-drivers and libvulkan-dev", what)
		}
		t.Skipf("%s; scripts/test.sh installs mesa-vulkan-drivers and libvulkan-dev", what)
	}
	if _, err := os.Stat(d.ICDFile()); err != nil {
		missing("Vulkan ICD manifest " + d.ICDFile() + " for " + d.String() + " is missing")
	}
	if _, err := os.Stat("/usr/include/vulkan/vulkan.h"); err != nil {
		missing("Vulkan headers (/usr/include/vulkan/vulkan.h) are missing")
	}
	if _, err := HelperPath(); err != nil {
		missing(err.Error())
	}
}

func u32s(v ...uint32) []byte {
	b := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], x)
	}
	return b
}

func f32s(v ...float32) []byte {
	b := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(x))
	}
	return b
}

func words(b []byte) []uint32 {
	out := make([]uint32, len(b)/4)
	for i := range out {
		out[i] = binary.LittleEndian.Uint32(b[4*i:])
	}
	return out
}

func floats(b []byte) []float32 {
	w := words(b)
	out := make([]float32, len(w))
	for i, x := range w {
		out[i] = math.Float32frombits(x)
	}
	return out
}

// checkWords compares results word by word and reports the first mismatch.
func checkWords(t *testing.T, what string, got, want []uint32) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d words, want %d", what, len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("%s[%d] = %d (%#x), want %d (%#x)", what, i, got[i], got[i], want[i], want[i])
		}
	}
}

func checkFloats(t *testing.T, what string, got, want []float32, tol float64) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d floats, want %d", what, len(got), len(want))
	}
	for i := range want {
		if d := math.Abs(float64(got[i]) - float64(want[i])); d > tol || math.IsNaN(float64(got[i])) {
			t.Fatalf("%s[%d] = %g, want %g (tolerance %g)", what, i, got[i], want[i], tol)
		}
	}
}

func compile(t *testing.T, name, src, entry string) *Shader {
	t.Helper()
	sh, err := Compile([]byte(src), name, entry)
	if err != nil {
		t.Fatal(err)
	}
	return sh
}

func run(t *testing.T, sh *Shader, dispatch [3]uint32, data map[string][]byte) *Result {
	t.Helper()
	res, err := sh.Run(dispatch, data)
	if err != nil {
		t.Fatal(err)
	}
	if res.SubgroupSize < 1 || res.SubgroupSize > 128 || res.SubgroupSize&(res.SubgroupSize-1) != 0 {
		t.Fatalf("implausible subgroup size %d", res.SubgroupSize)
	}
	if !strings.Contains(res.Device, "llvmpipe") {
		t.Fatalf("ran on %q, not lavapipe (llvmpipe)", res.Device)
	}
	return res
}

// A corpus of small shaders, each with its inputs and a check of the
// outputs against values computed here.
type vkCase struct {
	name, entry, src string
	dispatch         [3]uint32
	inputs           func() map[string][]byte
	check            func(t *testing.T, res *Result, in map[string][]byte)
}

const nElems = 128

var vkCases = []vkCase{
	{
		name: "buffers", entry: "main",
		src: `
StructuredBuffer<float> A : register(t0);
StructuredBuffer<float> B : register(t1);
RWStructuredBuffer<float> C : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
	C[id.x] = A[id.x] * B[id.x] + 1.0;
}`,
		dispatch: [3]uint32{2, 1, 1},
		inputs: func() map[string][]byte {
			a, b := make([]float32, nElems), make([]float32, nElems)
			for i := range a {
				a[i] = float32(i) * 0.5
				b[i] = float32(nElems-i) - 0.25
			}
			return map[string][]byte{"A": f32s(a...), "B": f32s(b...), "C": make([]byte, 4*nElems)}
		},
		check: func(t *testing.T, res *Result, in map[string][]byte) {
			a, b := floats(in["A"]), floats(in["B"])
			want := make([]float32, nElems)
			for i := range want {
				want[i] = a[i]*b[i] + 1
			}
			checkFloats(t, "C", floats(res.Buffers["C"]), want, 0)
		},
	},
	{
		name: "control_flow", entry: "Collatz",
		src: `
StructuredBuffer<uint> In;
RWStructuredBuffer<uint> Steps;
[numthreads(32, 1, 1)]
void Collatz(uint3 id : SV_DispatchThreadID) {
	uint n = In[id.x];
	uint steps = 0;
	for (uint k = 0; k < 200 && n != 1; k++) {
		if ((n & 1) == 0) n = n >> 1; else n = 3 * n + 1;
		steps++;
	}
	Steps[id.x] = steps;
}`,
		dispatch: [3]uint32{4, 1, 1},
		inputs: func() map[string][]byte {
			v := make([]uint32, nElems)
			for i := range v {
				v[i] = uint32(i*7 + 1)
			}
			return map[string][]byte{"In": u32s(v...), "Steps": make([]byte, 4*nElems)}
		},
		check: func(t *testing.T, res *Result, in map[string][]byte) {
			want := make([]uint32, nElems)
			for i, n := range words(in["In"]) {
				steps := uint32(0)
				for k := 0; k < 200 && n != 1; k++ {
					if n&1 == 0 {
						n >>= 1
					} else {
						n = 3*n + 1
					}
					steps++
				}
				want[i] = steps
			}
			checkWords(t, "Steps", words(res.Buffers["Steps"]), want)
		},
	},
	{
		name: "groupshared", entry: "main",
		src: `
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Rev : register(u0);
RWStructuredBuffer<uint> Sums : register(u1);
groupshared uint tile[64];
[numthreads(64, 1, 1)]
void main(uint3 gid : SV_GroupID, uint3 tid : SV_GroupThreadID, uint3 id : SV_DispatchThreadID) {
	tile[tid.x] = In[id.x];
	GroupMemoryBarrierWithGroupSync();
	uint r = tile[63 - tid.x];
	GroupMemoryBarrierWithGroupSync();
	for (uint s = 32; s > 0; s >>= 1) {
		if (tid.x < s) tile[tid.x] += tile[tid.x + s];
		GroupMemoryBarrierWithGroupSync();
	}
	Rev[id.x] = r;
	if (tid.x == 0) Sums[gid.x] = tile[0];
}`,
		dispatch: [3]uint32{2, 1, 1},
		inputs: func() map[string][]byte {
			v := make([]uint32, nElems)
			for i := range v {
				v[i] = uint32(i*i + 3)
			}
			return map[string][]byte{"In": u32s(v...), "Rev": make([]byte, 4*nElems), "Sums": make([]byte, 8)}
		},
		check: func(t *testing.T, res *Result, in map[string][]byte) {
			v := words(in["In"])
			rev := make([]uint32, nElems)
			sums := make([]uint32, 2)
			for i := range v {
				g, l := i/64, i%64
				rev[i] = v[g*64+63-l]
				sums[g] += v[i]
			}
			checkWords(t, "Rev", words(res.Buffers["Rev"]), rev)
			checkWords(t, "Sums", words(res.Buffers["Sums"]), sums)
		},
	},
	{
		name: "atomics", entry: "main",
		src: `
StructuredBuffer<uint> In;
RWStructuredBuffer<uint> Hist;
RWByteAddressBuffer Total;
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
	InterlockedAdd(Hist[In[id.x] % 16], 1);
	uint old;
	Total.InterlockedAdd(0, In[id.x], old);
	Total.InterlockedMax(4, old + In[id.x]);
}`,
		dispatch: [3]uint32{2, 1, 1},
		inputs: func() map[string][]byte {
			v := make([]uint32, nElems)
			for i := range v {
				v[i] = uint32(i*5 + i/3)
			}
			return map[string][]byte{"In": u32s(v...), "Hist": make([]byte, 64), "Total": make([]byte, 8)}
		},
		check: func(t *testing.T, res *Result, in map[string][]byte) {
			hist := make([]uint32, 16)
			total := uint32(0)
			for _, x := range words(in["In"]) {
				hist[x%16]++
				total += x
			}
			checkWords(t, "Hist", words(res.Buffers["Hist"]), hist)
			// The largest old+x any lane saw is the final total.
			checkWords(t, "Total", words(res.Buffers["Total"]), []uint32{total, total})
		},
	},
	{
		name: "wave", entry: "main",
		src: `
StructuredBuffer<uint> In;
RWStructuredBuffer<uint> Sum;
RWStructuredBuffer<uint> Prefix;
RWStructuredBuffer<uint> Lanes;
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
	uint x = In[id.x];
	Sum[id.x] = WaveActiveSum(x);
	Prefix[id.x] = WavePrefixSum(x);
	Lanes[id.x] = WaveGetLaneCount() * 1000 + WaveGetLaneIndex();
}`,
		dispatch: [3]uint32{2, 1, 1},
		inputs: func() map[string][]byte {
			v := make([]uint32, nElems)
			for i := range v {
				v[i] = uint32(3*i + 1)
			}
			z := make([]byte, 4*nElems)
			return map[string][]byte{"In": u32s(v...), "Sum": z, "Prefix": z, "Lanes": z}
		},
		check: func(t *testing.T, res *Result, in map[string][]byte) {
			w := res.SubgroupSize
			if 64%w != 0 {
				t.Fatalf("subgroup size %d does not divide the workgroup of 64", w)
			}
			v := words(in["In"])
			sum, prefix, lanes := make([]uint32, nElems), make([]uint32, nElems), make([]uint32, nElems)
			for base := 0; base < nElems; base += w {
				var acc uint32
				for i := base; i < base+w; i++ {
					prefix[i] = acc
					acc += v[i]
					lanes[i] = uint32(w*1000 + i - base)
				}
				for i := base; i < base+w; i++ {
					sum[i] = acc
				}
			}
			t.Logf("lavapipe subgroup size %d", w)
			if w == 64 {
				t.Fatal("lavapipe ran wave64: the per-wave checks below cannot tell waves apart from workgroups")
			}
			checkWords(t, "Lanes", words(res.Buffers["Lanes"]), lanes)
			checkWords(t, "Sum", words(res.Buffers["Sum"]), sum)
			checkWords(t, "Prefix", words(res.Buffers["Prefix"]), prefix)
		},
	},
	{
		name: "byteaddress_matrix", entry: "Transform",
		src: `
ByteAddressBuffer Mat : register(t0);
ByteAddressBuffer Vecs : register(t1);
RWByteAddressBuffer Out : register(u0);
[numthreads(16, 1, 1)]
void Transform(uint3 id : SV_DispatchThreadID) {
	float4 v = asfloat(Vecs.Load4(id.x * 16));
	float4 r;
	r.x = dot(v, asfloat(Mat.Load4(0)));
	r.y = dot(v, asfloat(Mat.Load4(16)));
	r.z = dot(v, asfloat(Mat.Load4(32)));
	r.w = dot(v, asfloat(Mat.Load4(48)));
	Out.Store4(id.x * 16, asuint(r));
}`,
		dispatch: [3]uint32{2, 1, 1},
		inputs: func() map[string][]byte {
			m := make([]float32, 16)
			for i := range m {
				m[i] = float32(i%5) - 2
			}
			v := make([]float32, 4*32)
			for i := range v {
				v[i] = float32(i%7) * 0.5
			}
			return map[string][]byte{"Mat": f32s(m...), "Vecs": f32s(v...), "Out": make([]byte, 4*len(v))}
		},
		check: func(t *testing.T, res *Result, in map[string][]byte) {
			m, v := floats(in["Mat"]), floats(in["Vecs"])
			want := make([]float32, len(v))
			for k := 0; k < len(v)/4; k++ {
				for r := 0; r < 4; r++ {
					var s float32
					for c := 0; c < 4; c++ {
						s += m[4*r+c] * v[4*k+c] // small exact values: no rounding
					}
					want[4*k+r] = s
				}
			}
			checkFloats(t, "Out", floats(res.Buffers["Out"]), want, 0)
		},
	},
	{
		name: "min16float", entry: "main",
		src: `
StructuredBuffer<float> In;
RWStructuredBuffer<float> Out;
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
	min16float a = (min16float)In[id.x];
	min16float2 p = min16float2(a, a * 0.5);
	min16float2 q = p * p + min16float2(1.0, -2.0);
	Out[id.x] = (float)(q.x - q.y);
}`,
		dispatch: [3]uint32{2, 1, 1},
		inputs: func() map[string][]byte {
			v := make([]float32, nElems)
			for i := range v {
				v[i] = float32(i%20)*0.25 - 2
			}
			return map[string][]byte{"In": f32s(v...), "Out": make([]byte, 4*nElems)}
		},
		check: func(t *testing.T, res *Result, in map[string][]byte) {
			v := floats(in["In"])
			want := make([]float32, nElems)
			for i, a := range v {
				want[i] = (a*a + 1) - (a*a*0.25 - 2)
			}
			// min16float may run at 16 bits: allow half precision (11 bits)
			// relative to the largest intermediate (about 20).
			checkFloats(t, "Out", floats(res.Buffers["Out"]), want, 20.0/1024)
		},
	},
	{
		name: "ids_2d", entry: "main",
		src: `
RWStructuredBuffer<uint> Out : register(u3);
[numthreads(8, 4, 1)]
void main(uint3 g : SV_GroupID, uint3 l : SV_GroupThreadID, uint3 d : SV_DispatchThreadID, uint li : SV_GroupIndex) {
	uint width = 8 * 3;
	Out[d.y * width + d.x] = (g.x << 24) | (g.y << 16) | (li << 8) | (l.y << 4) | l.x;
}`,
		dispatch: [3]uint32{3, 2, 1},
		inputs: func() map[string][]byte {
			return map[string][]byte{"Out": make([]byte, 4*24*8)}
		},
		check: func(t *testing.T, res *Result, in map[string][]byte) {
			want := make([]uint32, 24*8)
			for y := 0; y < 8; y++ {
				for x := 0; x < 24; x++ {
					gx, gy, lx, ly := x/8, y/4, x%8, y%4
					want[y*24+x] = uint32(gx<<24 | gy<<16 | (ly*8+lx)<<8 | ly<<4 | lx)
				}
			}
			checkWords(t, "Out", words(res.Buffers["Out"]), want)
		},
	},
}

func inputsOf(c vkCase) map[string][]byte {
	in := c.inputs()
	// Each resource gets its own copy: cases may share zero slices.
	for k, v := range in {
		in[k] = append([]byte(nil), v...)
	}
	return in
}

func TestLavapipe(t *testing.T) {
	needVulkan(t, Lavapipe)
	for _, c := range vkCases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			sh := compile(t, c.name+".hlsl", c.src, c.entry)
			if want := strings.Count(c.src, "WavePrefixSum"); sh.FixedPrefixScans != want {
				t.Errorf("%d prefix scans corrected, want %d", sh.FixedPrefixScans, want)
			}
			in := inputsOf(c)
			res := run(t, sh, c.dispatch, in)
			c.check(t, res, in)
		})
	}
}

// TestBindingMap pins the register → binding mapping of the package doc.
func TestBindingMap(t *testing.T) {
	needVulkan(t, Lavapipe)
	sh := compile(t, "bind.hlsl", `
cbuffer K : register(b2) { uint k; };
StructuredBuffer<uint> T : register(t5);
ByteAddressBuffer Auto;
RWStructuredBuffer<uint> U : register(u1);
RWByteAddressBuffer W;
[numthreads(1, 1, 1)]
void main() { U[0] = T[0] + k + Auto.Load(0); W.Store(0, 1); }`, "main")
	got := map[string]string{}
	for _, r := range sh.Resources {
		kind := "storage"
		if r.Uniform {
			kind = "uniform"
		}
		got[r.Name] = strings.Join([]string{kind, r.Kind.String(), map[bool]string{true: "rw", false: "ro"}[r.Writable]}, " ") + " " + strconv.Itoa(int(r.Binding))
	}
	want := map[string]string{
		"K":    "uniform cbuffer ro 202",
		"T":    "storage structured ro 5",
		"Auto": "storage raw ro 0",
		"U":    "storage structured rw 101",
		"W":    "storage raw rw 100",
	}
	for k, w := range want {
		if got[k] != w {
			t.Errorf("%s: %q, want %q", k, got[k], w)
		}
	}
	if len(got) != len(want) {
		t.Errorf("resources %v, want %v", got, want)
	}
}

const cbufferSrc = `
cbuffer Params : register(b0) {
	uint count;
	float3 scale;
	float4 offs[3];
	int2 shift;
	float2x3 m;
	row_major float2x3 rm;
	float last;
};
RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
	Out[0] = (float)count;
	Out[1] = scale.x; Out[2] = scale.y; Out[3] = scale.z;
	Out[4] = offs[0].w; Out[5] = offs[1].y; Out[6] = offs[2].x;
	Out[7] = (float)shift.x; Out[8] = (float)shift.y;
	Out[9] = m[0][0]; Out[10] = m[0][2]; Out[11] = m[1][0]; Out[12] = m[1][2];
	Out[13] = rm[0][1]; Out[14] = rm[1][0]; Out[15] = rm[1][2];
	Out[16] = last;
}`

// TestCBufferRunSpec fills a cbuffer with vectors, arrays and matrices by
// member name from a run spec and checks every value the shader reads.
func TestCBufferRunSpec(t *testing.T) {
	needVulkan(t, Lavapipe)
	sh := compile(t, "cbuffer.hlsl", cbufferSrc, "main")
	spec, err := runspec.Parse([]byte(`{"dispatch": [1, 1, 1], "resources": {
		"Params": {"count": 7, "scale": [1.5, -2, 3], "offs": [[0, 0, 0, 4], [0, 5, 0, 0], [6, 0, 0, 0]],
			"shift": [-3, 9], "m": [[10, 11, 12], [13, 14, 15]], "rm": [[20, 21, 22], [23, 24, 25]], "last": 0.125},
		"Out": {"zero": 68}}}`), "")
	if err != nil {
		t.Fatal(err)
	}
	res, err := sh.RunSpec(spec)
	if err != nil {
		t.Fatal(err)
	}
	want := []float32{7, 1.5, -2, 3, 4, 5, 6, -3, 9, 10, 12, 13, 15, 21, 23, 25, 0.125}
	checkFloats(t, "Out", floats(res.Buffers["Out"]), want, 0)
	out, err := runspec.ParseOutput(sh.Output(res))
	if err != nil {
		t.Fatal(err)
	}
	if len(out) != 1 || len(out["Out"]) != 17 || out["Out"][16] != math.Float32bits(0.125) {
		t.Fatalf("Output: %v", out)
	}
	// glslang's HLSL offsets: float3 after a uint packs into the same row,
	// arrays and matrices start on a 16-byte row. "last" is where glslang
	// departs from D3D, which packs it at 156, into the matrix's last row:
	// glslang starts the member after a matrix on a new row. The run spec is
	// packed at glslang's offsets, so the run is consistent either way.
	offsets := map[string]int{}
	var params *Resource
	for i := range sh.Resources {
		if sh.Resources[i].Name == "Params" {
			params = &sh.Resources[i]
		}
	}
	if params == nil || !params.Uniform || params.Size != 164 {
		t.Fatalf("Params: %+v", params)
	}
	for _, m := range params.Members {
		offsets[m.Name] = m.Offset
	}
	wantOff := map[string]int{"count": 0, "scale": 4, "offs": 16, "shift": 64, "m": 80, "rm": 128, "last": 160}
	for k, w := range wantOff {
		if offsets[k] != w {
			t.Errorf("member %s at offset %d, want %d (all: %v)", k, offsets[k], w, offsets)
		}
	}
}

func TestErrors(t *testing.T) {
	needVulkan(t, Lavapipe)
	_, err := Compile([]byte(`
RWStructuredBuffer<uint> Dst;
[numthreads(1, 1, 1)]
void main() {
	Dst[0] = undefinedThing;
}`), "bad.hlsl", "main")
	wantErr(t, err, "glslang rejected bad.hlsl", "bad.hlsl:5", "'undefinedThing' : unknown variable")

	_, err = Compile([]byte("RWStructuredBuffer<uint> D;\n[numthreads(1,1,1)] void main() { D[0] = 1; }\n"), "entry.hlsl", "CSMain")
	wantErr(t, err, "glslang rejected entry.hlsl:", "Entry point not found")

	sh := compile(t, "buffers.hlsl", vkCases[0].src, "main")
	in := inputsOf(vkCases[0])
	delete(in, "B")
	_, err = sh.Run([3]uint32{1, 1, 1}, in)
	wantErr(t, err, `buffers.hlsl: missing resource "B" (structured)`)

	in = inputsOf(vkCases[0])
	in["Q"] = []byte{0, 0, 0, 0}
	_, err = sh.Run([3]uint32{1, 1, 1}, in)
	wantErr(t, err, `unknown resource "Q" (the SPIR-V binds: A, B, C)`)

	in = inputsOf(vkCases[0])
	in["A"] = in["A"][:6]
	_, err = sh.Run([3]uint32{1, 1, 1}, in)
	wantErr(t, err, `structured buffer "A": 6 bytes is not a whole number of 4-byte elements`)

	in = inputsOf(vkCases[0])
	in["C"] = nil
	_, err = sh.Run([3]uint32{1, 1, 1}, in)
	wantErr(t, err, `resource "C" is empty`)

	cb := compile(t, "cbuffer.hlsl", cbufferSrc, "main")
	_, err = cb.Run([3]uint32{1, 1, 1}, map[string][]byte{"Params": make([]byte, 100), "Out": make([]byte, 68)})
	wantErr(t, err, `cbuffer "Params" is too small: 100 bytes given, its layout needs 164`)

	spec, err := runspec.Parse([]byte(`{"dispatch": [1, 1, 1], "resources": {"Params": {"count": 1}, "Out": {"zero": 68}}}`), "")
	if err != nil {
		t.Fatal(err)
	}
	_, err = cb.RunSpec(spec)
	wantErr(t, err, `cbuffer.hlsl: run spec: resources.Params: missing cbuffer member "scale" (f32[3])`)

	// The device limit is checked by the helper: a Vulkan-side error.
	_, err = sh.Run([3]uint32{1 << 31, 1, 1}, inputsOf(vkCases[0]))
	wantErr(t, err, "vk: lavapipe: dispatch[0] = 2147483648 exceeds the device limit")
}

// TestCBufferStructMember: a cbuffer the run spec cannot describe still
// compiles and binds from bytes; RunSpec says why it cannot pack it.
func TestCBufferStructMember(t *testing.T) {
	needVulkan(t, Lavapipe)
	sh := compile(t, "struct.hlsl", `
struct Light { float3 dir; float power; };
cbuffer Scene { uint n; Light light; };
RWStructuredBuffer<float> Out;
[numthreads(1, 1, 1)]
void main() { Out[0] = light.power + light.dir.y + (float)n; }`, "main")
	cb := make([]byte, 48)
	copy(cb, u32s(2))
	copy(cb[16:], f32s(0, 0.5, 0, 4))
	res := run(t, sh, [3]uint32{1, 1, 1}, map[string][]byte{"Scene": cb, "Out": make([]byte, 4)})
	checkFloats(t, "Out", floats(res.Buffers["Out"]), []float32{6.5}, 0)
	spec, err := runspec.Parse([]byte(`{"dispatch": [1, 1, 1], "resources": {"Scene": {"n": 1}, "Out": {"zero": 4}}}`), "")
	if err != nil {
		t.Fatal(err)
	}
	_, err = sh.RunSpec(spec)
	wantErr(t, err, `struct.hlsl: cbuffer Scene cannot be filled from a run spec: member "light" is a struct`)
}

// TestRunSpecUnused: glslang drops unused buffers; a run spec may still name
// them if the source does.
func TestRunSpecUnused(t *testing.T) {
	needVulkan(t, Lavapipe)
	sh := compile(t, "unused.hlsl", `
StructuredBuffer<uint> Spare;
RWStructuredBuffer<uint> Out;
[numthreads(4, 1, 1)]
void main(uint i : SV_DispatchThreadID) { Out[i] = i * 2; }`, "main")
	spec, err := runspec.Parse([]byte(`{"dispatch": [1, 1, 1], "resources": {"Spare": {"u32": [1]}, "Out": {"zero": 16}}}`), "")
	if err != nil {
		t.Fatal(err)
	}
	res, err := sh.RunSpec(spec)
	if err != nil {
		t.Fatal(err)
	}
	checkWords(t, "Out", words(res.Buffers["Out"]), []uint32{0, 2, 4, 6})
	spec.Resources["Nowhere"] = spec.Resources["Spare"]
	_, err = sh.RunSpec(spec)
	wantErr(t, err, `unknown resource "Nowhere"`)
}

func wantErr(t *testing.T, err error, parts ...string) {
	t.Helper()
	if err == nil {
		t.Fatalf("no error, want one containing %q", parts)
	}
	for _, p := range parts {
		if !strings.Contains(err.Error(), p) {
			t.Fatalf("error %q does not contain %q", err, p)
		}
	}
}

var encodingRE = regexp.MustCompile(`;\s*((?:[0-9a-fA-F]{8}\s*)+)$`)

// isaBytes sums the instruction encodings RADV prints after each line of
// its assembly ("; be800003" or "; D1FD0000 04010C03").
func isaBytes(isa string) int {
	n := 0
	for _, l := range strings.Split(isa, "\n") {
		if m := encodingRE.FindStringSubmatch(strings.TrimSpace(l)); m != nil {
			n += 4 * len(strings.Fields(m[1]))
		}
	}
	return n
}

func TestPeerStats(t *testing.T) {
	needVulkan(t, RADV)
	for _, c := range vkCases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			sh := compile(t, c.name+".hlsl", c.src, c.entry)
			for _, comp := range []Compiler{ACO, LLVM} {
				st, err := PeerStats(sh.SPIRV, sh.Entry, comp)
				if err != nil {
					t.Fatal(err)
				}
				if !strings.Contains(st.Device, "VEGA10") {
					t.Errorf("%v: device %q is not a Vega10", comp, st.Device)
				}
				if st.VGPRs < 1 || st.VGPRs > 256 || st.SGPRs < 1 || st.SGPRs > 112 {
					t.Errorf("%v: implausible VGPRs %d, SGPRs %d", comp, st.VGPRs, st.SGPRs)
				}
				if st.WavesPerSIMD < 1 || st.WavesPerSIMD > 10 {
					t.Errorf("%v: waves per SIMD %d not in 1..10", comp, st.WavesPerSIMD)
				}
				if st.SubgroupSize != 64 {
					t.Errorf("%v: subgroup size %d, want wave64", comp, st.SubgroupSize)
				}
				if !strings.Contains(st.ISA, "s_endpgm") {
					t.Errorf("%v: ISA has no s_endpgm:\n%s", comp, st.ISA)
				}
				// The code size is the sum of the printed encodings.
				if n := isaBytes(st.ISA); st.CodeSize <= 0 || n != st.CodeSize {
					t.Errorf("%v: code size %d, encodings in the ISA sum to %d bytes", comp, st.CodeSize, n)
				}
				if c.name == "groupshared" && st.LDSSize < 256 {
					t.Errorf("%v: LDS size %d, the shader uses 256 bytes of groupshared", comp, st.LDSSize)
				}
				if st.CompileTime <= 0 {
					t.Errorf("%v: compile time %v", comp, st.CompileTime)
				}
				t.Logf("%v: VGPRs %d SGPRs %d code %d B waves/SIMD %d LDS %d time %v", comp, st.VGPRs, st.SGPRs, st.CodeSize, st.WavesPerSIMD, st.LDSSize, st.CompileTime)
			}
		})
	}
}

func TestPeerStatsErrors(t *testing.T) {
	needVulkan(t, RADV)
	sh := compile(t, "ids.hlsl", vkCases[len(vkCases)-1].src, "main")
	_, err := PeerStats(sh.SPIRV, "nosuch", ACO)
	wantErr(t, err, `no compute entry point "nosuch"`)
	_, err = PeerStats(sh.SPIRV, "main", Compiler(7))
	wantErr(t, err, "unknown compiler compiler(7)")
	bad := append([]byte(nil), sh.SPIRV...)
	binary.LittleEndian.PutUint32(bad, 0xdeadbeef) // not the SPIR-V magic
	_, err = PeerStats(bad, "main", ACO)
	wantErr(t, err, "spirv-cross --reflect failed")
}

// TestIncludedDeclarations: the declarations the SPIR-V does not describe
// (a byte-address buffer, a typed resource's component count) are found in
// an included file and under a -D macro, and a structured buffer's element
// is described at glslang's layout.
func TestIncludedDeclarations(t *testing.T) {
	needVulkan(t, Lavapipe)
	dir := t.TempDir()
	inc := "ByteAddressBuffer Raw : register(t0);\nTexture2D<ELEM> Tex : register(t1);\n" +
		"struct P { float3 a; float b; float3 c; };\nRWStructuredBuffer<P> Out : register(u0);\n"
	if err := os.WriteFile(filepath.Join(dir, "decls.hlsli"), []byte(inc), 0o644); err != nil {
		t.Fatal(err)
	}
	src := "#include \"decls.hlsli\"\n[numthreads(1, 1, 1)] void main() {\n" +
		"  P p; p.a = asfloat(Raw.Load3(0)); p.b = Tex.Load(int3(0, 0, 0)).y; p.c = p.a; Out[0] = p;\n}\n"
	sh, err := CompileWith([]byte(src), filepath.Join(dir, "main.hlsl"), "main", CompileOptions{Defines: []string{"ELEM=float2"}})
	if err != nil {
		t.Fatal(err)
	}
	found := 0
	for _, r := range sh.Resources {
		switch r.Name {
		case "Raw":
			found++
			if r.Kind != runspec.Raw {
				t.Errorf("Raw: kind %s, want raw", r.Kind)
			}
		case "Tex":
			found++
			if r.Texel.Comps != 2 {
				t.Errorf("Tex: %d components, want 2", r.Texel.Comps)
			}
		case "Out":
			found++
			want := "a@0:f32[3] b@12:f32 c@16:f32[3]"
			var got []string
			for _, m := range r.Element {
				got = append(got, fmt.Sprintf("%s@%d:%s", m.Name, m.Offset, m.Layout))
			}
			if strings.Join(got, " ") != want || r.Stride != 32 {
				t.Errorf("Out: element %q stride %d, want %q stride 32", strings.Join(got, " "), r.Stride, want)
			}
		}
	}
	if found != 3 {
		t.Errorf("found %d of the resources Raw, Tex, Out: %+v", found, sh.Resources)
	}
}
