// Bilinear and point samples of R8 and RG8 sRGB textures (GCN's and
// Vulkan's formats, which DXGI lacks): decoded to linear before blending,
// alpha-less formats reading alpha 1.
// LAVAPIPE-SKIP: lavapipe has no sampled images of format r8_srgb or r8g8_srgb
// FLOAT: Out sampled
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "R": {"dims": [5, 3], "format": "R8_UNORM_SRGB", "generate": "noise"},
// RUN-SPEC:   "RG": {"dims": [4, 6], "format": "R8G8_UNORM_SRGB", "levels": "full", "generate": {"pattern": "noise", "seed": 1}},
// RUN-SPEC:   "Lin": {"filter": "MIN_MAG_MIP_LINEAR", "address": "wrap"},
// RUN-SPEC:   "Pt": {"filter": "MIN_MAG_MIP_POINT", "address": "clamp"},
// RUN-SPEC:   "Out": {"zero": 3072}}}
Texture2D<float> R : register(t0);
Texture2D<float2> RG : register(t1);
SamplerState Lin : register(s0);
SamplerState Pt : register(s1);
RWStructuredBuffer<float4> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float2 uv = float2((id.x % 8) * 0.17 - 0.1, (id.x / 8) * 0.15 + 0.05);
    uint o = id.x * 3;
    Out[o + 0] = float4(R.SampleLevel(Lin, uv, 0), R.SampleLevel(Pt, uv, 0), 0, 0);
    Out[o + 1] = float4(RG.SampleLevel(Lin, uv, 0.6), RG.SampleLevel(Pt, uv, 1.4));
    Out[o + 2] = float4(RG.Load(int3(id.x % 4, id.x % 6, 0)), R.Load(int3(id.x % 5, id.x % 3, 0)), 0);
}
