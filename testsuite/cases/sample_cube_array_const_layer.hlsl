// TextureCubeArray sampled with constant layers: the layer rounds to the
// nearest even integer at compile time, and 8*layer + face needs the
// constant in a VGPR (before: 0 and 1.0, inline constants, reached the
// VOP2 multiply's second source, an internal error; only literals were
// moved). Layers 0, 1, 1.5 (rounds to 2, clamped to the last layer, 1)
// and a computed one, over the same directions.
// FLOAT: Out sampled
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Skies": {"dims": [4, 4, 2], "format": "R16G16B16A16_FLOAT", "levels": "full", "generate": {"pattern": "noise", "seed": 5}},
// RUN-SPEC:   "Lin": {"filter": "MIN_MAG_MIP_LINEAR", "address": "clamp"},
// RUN-SPEC:   "Out": {"zero": 4096}}}
TextureCubeArray<float4> Skies : register(t0);
SamplerState Lin : register(s0);
RWStructuredBuffer<float4> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float3 dir = float3(sin(id.x * 0.7), cos(id.x * 1.3), sin(id.x * 2.9 + 1));
    uint b = id.x * 4;
    Out[b + 0] = Skies.SampleLevel(Lin, float4(dir, 0), 0);
    Out[b + 1] = Skies.SampleLevel(Lin, float4(dir, 1), 0.5);
    Out[b + 2] = Skies.SampleLevel(Lin, float4(dir, 1.5), 0);
    Out[b + 3] = Skies.SampleLevel(Lin, float4(dir, id.x & 1), 1);
}
