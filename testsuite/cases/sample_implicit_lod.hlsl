// Sample, SampleBias and SampleCmp in a compute shader (SM 6.6, 2D quads:
// numthreads(8, 8, 1)): the LOD comes from the quad's derivatives, which
// the texture unit takes from lanes 4q..4q+3 for image_sample,
// image_sample_b and image_sample_c as it does in a pixel shader; the
// threads are renumbered so that those lanes hold a 2x2 block of thread
// ids. Each group samples at a different scale (its LOD), with offsets,
// LOD clamps and on a cube, a 2D array and a 3D texture. Count checks
// D3D's identity on every thread: Sample equals SampleGrad with ddx and ddy
// of the coordinates (coarse, as the texture unit takes them), and
// SampleLevel at CalculateLevelOfDetailUnclamped is Sample where the LOD
// is within the texture's levels. Lod[] holds CalculateLevelOfDetail and
// its Unclamped form (image_get_lod) for each texture.
// RUN-FLAGS: -T cs_6_6
// LAVAPIPE-SKIP: glslang's HLSL front end turns Sample, SampleBias and SampleCmp in a compute shader into samples at LOD 0 (OpImageSampleExplicitLod Lod 0)
// FLOAT: Out sampled
// FLOAT: Lod f32
// CHECK-LABEL: main:
// CHECK-DAG: image_sample v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0xf{{$}}
// CHECK-DAG: image_sample_b v[{{[0-9]+}}:{{[0-9]+}}]
// CHECK-DAG: image_sample_c v{{[0-9]+}}, v[{{[0-9]+}}:{{[0-9]+}}]
// CHECK-DAG: image_sample_cl_o
// CHECK-DAG: dmask:0xf da{{$}}
// CHECK-DAG: image_get_lod v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0x3{{$}}
// RUN-SPEC: {"dispatch": [4, 2, 1], "resources": {
// RUN-SPEC:   "Tex": {"dims": [64, 32], "format": "R8G8B8A8_UNORM", "levels": "full", "generate": "gradient"},
// RUN-SPEC:   "Depth": {"dims": [32, 32], "format": "R32_FLOAT", "levels": "full", "generate": "gradient"},
// RUN-SPEC:   "Arr": {"dims": [16, 16, 3], "format": "R16G16B16A16_FLOAT", "levels": "full", "generate": "gradient"},
// RUN-SPEC:   "Vol": {"dims": [8, 8, 8], "format": "R8G8B8A8_UNORM", "levels": "full", "generate": "gradient"},
// RUN-SPEC:   "Sky": {"dims": [8, 8], "format": "R16G16B16A16_FLOAT", "levels": "full", "generate": "gradient"},
// RUN-SPEC:   "Lin": {"filter": "MIN_MAG_MIP_LINEAR", "address": "wrap"},
// RUN-SPEC:   "Near": {"filter": "MIN_MAG_LINEAR_MIP_POINT", "address": "clamp"},
// RUN-SPEC:   "Cmp": {"filter": "COMPARISON_MIN_MAG_MIP_LINEAR", "address": "clamp", "compare": "less_equal"},
// RUN-SPEC:   "Out": {"zero": 65536}, "Count": {"zero": 8}, "Lod": {"zero": 32768}}}
// EXPECT: {"Count": {"u32": [512, 512]}}
Texture2D<float4> Tex : register(t0);
Texture2D<float> Depth : register(t1);
Texture2DArray<float4> Arr : register(t2);
Texture3D<float4> Vol : register(t3);
TextureCube<float4> Sky : register(t4);
SamplerState Lin : register(s0);
SamplerState Near : register(s1);
SamplerComparisonState Cmp : register(s2);
RWStructuredBuffer<float4> Out : register(u0);
RWStructuredBuffer<uint> Count : register(u1);
RWStructuredBuffer<float4> Lod : register(u2);

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID, uint3 gt : SV_GroupThreadID, uint3 g : SV_GroupID)
{
    // a footprint of 2^(g.x) texels per thread in x, half that in y
    float scale = exp2(g.x) * (1 + g.y * 0.5);
    float2 uv = (float2(gt.xy) * float2(scale, scale * 0.5) + 0.25) / float2(64, 32);
    uint o = (id.y * 32 + id.x) * 8;
    Out[o + 0] = Tex.Sample(Lin, uv);
    Out[o + 1] = Tex.SampleBias(Near, uv, -0.75 + g.y);
    Out[o + 2] = Depth.SampleCmp(Cmp, uv * 2, 0.5 + gt.x * 0.03).xxxx;
    Out[o + 3] = Tex.Sample(Lin, uv, int2(2, -1), 1.25);
    Out[o + 4] = Arr.Sample(Lin, float3(uv * 3, gt.y % 3));
    Out[o + 5] = Vol.Sample(Lin, float3(uv, uv.x * uv.y * 4));
    float3 dir = float3(uv.x * 2 - 1, 0.6, uv.y * 2 - 1);
    Out[o + 6] = Sky.Sample(Near, dir);
    Out[o + 7] = Tex.SampleBias(Lin, uv.yx, 0.5, int2(-1, 1));
    float2 st = uv * float2(1.5, 3);
    if (all(Tex.Sample(Lin, st) == Tex.SampleGrad(Lin, st, ddx(st), ddy(st))))
        InterlockedAdd(Count[0], 1);
    float lod = Tex.CalculateLevelOfDetailUnclamped(Lin, st);
    if (all(Tex.Sample(Lin, st) == Tex.SampleLevel(Lin, st, lod)) || lod < 0 || lod > 6)
        InterlockedAdd(Count[1], 1);
    uint p = (id.y * 32 + id.x) * 4;
    Lod[p + 0] = float4(Tex.CalculateLevelOfDetail(Near, uv), lod, Depth.CalculateLevelOfDetail(Near, uv * 2), Depth.CalculateLevelOfDetailUnclamped(Near, uv * 2));
    Lod[p + 1] = float4(Arr.CalculateLevelOfDetail(Lin, uv * 3), Arr.CalculateLevelOfDetailUnclamped(Lin, uv * 3), Vol.CalculateLevelOfDetail(Lin, float3(uv, uv.x * uv.y * 4)), 0);
    Lod[p + 2] = float4(Sky.CalculateLevelOfDetail(Near, dir), Sky.CalculateLevelOfDetailUnclamped(Near, dir), 0, 0);
}
