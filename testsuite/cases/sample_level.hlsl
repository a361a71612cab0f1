// SampleLevel on a mip-mapped RGBA8 texture: explicit LODs between and
// beyond the levels, immediate offsets, a wrapping linear sampler and a
// clamping point sampler. The LOD 0 sample uses image_sample_lz.
// FLOAT: Out sampled
// CHECK-LABEL: main:
// CHECK: image_sample_lz v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0xf
// CHECK: image_sample_l_o
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {
// RUN-SPEC:   "Tex": {"dims": [16, 8], "format": "R8G8B8A8_UNORM", "levels": "full", "generate": "noise"},
// RUN-SPEC:   "Lin": {"filter": "MIN_MAG_MIP_LINEAR", "address": "wrap"},
// RUN-SPEC:   "Pt": {"filter": "MIN_MAG_MIP_POINT", "address": "clamp"},
// RUN-SPEC:   "Out": {"zero": 3072}}}
Texture2D<float4> Tex : register(t0);
SamplerState Lin : register(s0);
SamplerState Pt : register(s1);
RWStructuredBuffer<float4> Out : register(u0);

[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float2 uv = float2(id.x * 0.07 - 0.6, id.x * 0.031 + 0.01);
    float lod = id.x * 0.15;
    Out[id.x * 3 + 0] = Tex.SampleLevel(Lin, uv, 0);
    Out[id.x * 3 + 1] = Tex.SampleLevel(Lin, uv, lod, int2(1, -2));
    Out[id.x * 3 + 2] = Tex.SampleLevel(Pt, uv, lod);
}
