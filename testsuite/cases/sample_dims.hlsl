// Every sampled dimensionality: Texture1D, Texture1DArray, Texture2DArray
// (layers rounded to nearest even, clamped), Texture3D (linear in z),
// TextureCube and TextureCubeArray (the direction's major axis picks the
// face; bilinear samples near edges read the neighbouring faces), with
// mips and explicit LODs.
// FLOAT: Out sampled
// CHECK-LABEL: main:
// CHECK: v_cubeid_f32
// CHECK: image_sample_l v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0xf da
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Line": {"dims": [16], "format": "R8G8B8A8_UNORM", "levels": "full", "generate": "noise"},
// RUN-SPEC:   "Lines": {"dims": [8, 3], "format": "R8G8B8A8_UNORM", "levels": 2, "generate": {"pattern": "noise", "seed": 1}},
// RUN-SPEC:   "Layers": {"dims": [8, 8, 4], "format": "R8G8B8A8_UNORM", "levels": "full", "generate": {"pattern": "noise", "seed": 2}},
// RUN-SPEC:   "Vol": {"dims": [4, 4, 8], "format": "R16G16B16A16_FLOAT", "levels": "full", "generate": {"pattern": "noise", "seed": 3}},
// RUN-SPEC:   "Sky": {"dims": [8, 8], "format": "R8G8B8A8_UNORM", "levels": "full", "generate": {"pattern": "noise", "seed": 4}},
// RUN-SPEC:   "Skies": {"dims": [4, 4, 2], "format": "R16G16B16A16_FLOAT", "generate": {"pattern": "noise", "seed": 5}},
// RUN-SPEC:   "Lin": {"filter": "MIN_MAG_MIP_LINEAR", "address": "wrap"},
// RUN-SPEC:   "Out": {"zero": 6144}}}
Texture1D<float4> Line : register(t0);
Texture1DArray<float4> Lines : register(t1);
Texture2DArray<float4> Layers : register(t2);
Texture3D<float4> Vol : register(t3);
TextureCube<float4> Sky : register(t4);
TextureCubeArray<float4> Skies : register(t5);
SamplerState Lin : register(s0);
RWStructuredBuffer<float4> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float t = id.x * 0.0311 + 0.004;
    float lod = (id.x % 9) * 0.35;
    float3 dir = float3(sin(id.x * 0.7), cos(id.x * 1.3), sin(id.x * 2.9 + 1));
    uint b = id.x * 6;
    Out[b + 0] = Line.SampleLevel(Lin, t, lod);
    Out[b + 1] = Lines.SampleLevel(Lin, float2(t, id.x * 0.061 - 0.5), lod);
    Out[b + 2] = Layers.SampleLevel(Lin, float3(t, t * 2.3, id.x * 0.07 - 0.4), lod);
    Out[b + 3] = Vol.SampleLevel(Lin, float3(t, t * 1.7, t * 3.1), lod);
    Out[b + 4] = Sky.SampleLevel(Lin, dir, lod);
    Out[b + 5] = Skies.SampleLevel(Lin, float4(dir, id.x % 3), 0);
}
