// Comparison sampling (percentage-closer filtering of a depth-like R32
// texture): SampleCmpLevelZero with offsets under less_equal and greater,
// on a 2D array, and GatherCmp's four raw comparisons. Coordinates stay
// clear of texel boundaries, where models that round coordinates
// differently pick other texels.
// FLOAT: Out sampled
// CHECK-LABEL: main:
// CHECK: image_sample_c_lz v{{[0-9]+}}, v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0x1
// CHECK: image_gather4_c_lz
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Depth": {"dims": [8, 8], "format": "R32_FLOAT", "generate": "noise"},
// RUN-SPEC:   "Layers": {"dims": [8, 8, 3], "format": "R32_FLOAT", "generate": {"pattern": "noise", "seed": 9}},
// RUN-SPEC:   "Le": {"filter": "COMPARISON_MIN_MAG_MIP_LINEAR", "address": "clamp", "compare": "less_equal"},
// RUN-SPEC:   "Gt": {"filter": "COMPARISON_MIN_MAG_MIP_POINT", "address": "clamp", "compare": "greater"},
// RUN-SPEC:   "Out": {"zero": 2048}}}
Texture2D<float> Depth : register(t0);
Texture2DArray<float> Layers : register(t1);
SamplerComparisonState Le : register(s0);
SamplerComparisonState Gt : register(s1);
RWStructuredBuffer<float4> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float2 uv = float2((id.x % 10 + 0.35) / 8.0 - 0.1, (id.x % 9 + 0.6) / 8.0);
    float ref = (id.x % 11) * 0.1;
    float a = Depth.SampleCmpLevelZero(Le, uv, ref);
    float b = Depth.SampleCmpLevelZero(Gt, uv, ref, int2(1, -1));
    float c = Layers.SampleCmpLevelZero(Le, float3(uv, id.x % 4), ref);
    Out[id.x * 2] = float4(a, b, c, 0);
    Out[id.x * 2 + 1] = Depth.GatherCmp(Le, uv, ref);
}
