// Sample, SampleBias and SampleCmp with implicit LOD under SM 6.6's 1D
// quad rule (numthreads(64, 1, 1)): lanes 4k..4k+3 are a quad as they are,
// and each thread builds its coordinates from its place in the quad
// (lanes 0, 1 on top, 2, 3 below), so the quad's derivatives are a chosen
// footprint: 2^(group) texels across, stretched by the quad's position.
// The coordinates are affine within each quad, so any choice of lanes for
// the derivatives gives the same LOD. Count checks Sample ==
// SampleGrad(ddx, ddy) on every thread.
// RUN-FLAGS: -T cs_6_6
// LAVAPIPE-SKIP: glslang's HLSL front end turns Sample, SampleBias and SampleCmp in a compute shader into samples at LOD 0 (OpImageSampleExplicitLod Lod 0)
// FLOAT: Out sampled
// CHECK-LABEL: main:
// CHECK-DAG: image_sample v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0xf{{$}}
// CHECK-DAG: image_sample_b_o v[{{[0-9]+}}:{{[0-9]+}}]
// CHECK-DAG: image_sample_c v{{[0-9]+}}, v[{{[0-9]+}}:{{[0-9]+}}]
// RUN-SPEC: {"dispatch": [4, 1, 1], "resources": {
// RUN-SPEC:   "Tex": {"dims": [64, 32], "format": "R8G8B8A8_UNORM", "levels": "full", "generate": "gradient"},
// RUN-SPEC:   "Depth": {"dims": [32, 32], "format": "R32_FLOAT", "levels": "full", "generate": "gradient"},
// RUN-SPEC:   "Arr": {"dims": [16, 16, 3], "format": "R16G16B16A16_FLOAT", "levels": "full", "generate": "gradient"},
// RUN-SPEC:   "Vol": {"dims": [8, 8, 8], "format": "R8G8B8A8_UNORM", "levels": "full", "generate": "gradient"},
// RUN-SPEC:   "Lin": {"filter": "MIN_MAG_MIP_LINEAR", "address": "wrap"},
// RUN-SPEC:   "Near": {"filter": "MIN_MAG_LINEAR_MIP_POINT", "address": "clamp"},
// RUN-SPEC:   "Cmp": {"filter": "COMPARISON_MIN_MAG_MIP_LINEAR", "address": "clamp", "compare": "less_equal"},
// RUN-SPEC:   "Out": {"zero": 8192}, "Count": {"zero": 4}}}
// EXPECT: {"Count": {"u32": [256]}}
Texture2D<float4> Tex : register(t0);
Texture2D<float> Depth : register(t1);
Texture2DArray<float4> Arr : register(t2);
Texture3D<float4> Vol : register(t3);
SamplerState Lin : register(s0);
SamplerState Near : register(s1);
SamplerComparisonState Cmp : register(s2);
RWStructuredBuffer<float4> Out : register(u0);
RWStructuredBuffer<uint> Count : register(u1);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex, uint3 g : SV_GroupID)
{
    uint q = gi >> 2;
    float2 corner = float2(q % 4, q / 4) * 4.0 + 0.3;
    float2 step = float2(exp2(g.x) * (1 + (q % 3) * 0.5), exp2(g.x) * (0.5 + (q % 2)));
    float2 uv = (corner + float2(gi & 1, (gi >> 1) & 1) * step) / float2(64, 32);
    uint o = id.x * 6;
    Out[o + 0] = Tex.Sample(Lin, uv);
    Out[o + 1] = Tex.SampleBias(Near, uv, -0.75 + (q % 4) * 0.5, int2(1, -2));
    Out[o + 2] = Depth.SampleCmp(Cmp, uv * 2, 0.25 + (gi % 7) * 0.1).xxxx;
    Out[o + 3] = Arr.Sample(Lin, float3(uv * 3, q % 3));
    Out[o + 4] = Vol.Sample(Lin, float3(uv, uv.x + uv.y));
    Out[o + 5] = Tex.Sample(Near, uv.yx, int2(-1, 1));
    float2 st = uv * float2(1.5, 3);
    if (all(Tex.Sample(Lin, st) == Tex.SampleGrad(Lin, st, ddx(st), ddy(st))))
        InterlockedAdd(Count[0], 1);
}
