// 16-bit image addresses (a16): min16float coordinates, LODs, gradients
// and clamps reach the sampler as f16 pairs, two to a VGPR, in the layout
// gfx9's MIMG a16 bit reads (coordinates then LOD/clamp packed; d/dx and
// d/dy each from a fresh VGPR; offsets and the comparison reference stay
// 32-bit). The executor unpacks them; the interpreter samples the same
// f32 values (every f16 is exact in f32), so both must agree. The inputs
// are exact in f16 so that lavapipe, whose min16float is f32, samples at
// the same places. The f32 coordinate samples at the end keep 32-bit
// addresses.
// FLOAT: Out sampled
// CHECK-LABEL: main:
// CHECK: image_sample_l v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0xf a16{{$}}
// CHECK: image_sample_d_o {{.*}} dmask:0xf a16{{$}}
// CHECK: image_sample_c_lz v{{[0-9]+}}, v[{{[0-9]+}}:{{[0-9]+}}], {{.*}} dmask:0x1 a16{{$}}
// CHECK: image_gather4_lz v[{{[0-9]+}}:{{[0-9]+}}], v{{[0-9]+}}, {{.*}} dmask:0x2 a16{{$}}
// CHECK: image_sample_l {{.*}} dmask:0xf a16 da{{$}}
// CHECK: image_sample_d v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], {{.*}} dmask:0xf a16{{$}}
// CHECK: image_sample_l v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], {{.*}} dmask:0xf{{$}}
// CHECK-NOT: a16
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {
// RUN-SPEC:   "Tex": {"dims": [16, 8], "format": "R8G8B8A8_UNORM", "levels": "full", "generate": "noise"},
// RUN-SPEC:   "Smooth": {"dims": [32, 16], "format": "R16G16B16A16_FLOAT", "levels": "full", "generate": "gradient"},
// RUN-SPEC:   "Depth": {"dims": [8, 8], "format": "R32_FLOAT", "levels": "full", "generate": "noise"},
// RUN-SPEC:   "Arr": {"dims": [8, 8, 3], "format": "R16G16B16A16_FLOAT", "levels": "full", "generate": "noise"},
// RUN-SPEC:   "Lin": {"filter": "MIN_MAG_MIP_LINEAR", "address": "wrap"},
// RUN-SPEC:   "Near": {"filter": "MIN_MAG_LINEAR_MIP_POINT", "address": "wrap"},
// RUN-SPEC:   "Pt": {"filter": "MIN_MAG_MIP_POINT", "address": "mirror"},
// RUN-SPEC:   "Cmp": {"filter": "COMPARISON_MIN_MAG_MIP_LINEAR", "address": "clamp", "compare": "less_equal"},
// RUN-SPEC:   "Out": {"zero": 6144}}}
Texture2D<float4> Tex : register(t0);
Texture2D<float> Depth : register(t1);
Texture2DArray<float4> Arr : register(t2);
Texture2D<float4> Smooth : register(t3);
SamplerState Lin : register(s0);
SamplerState Pt : register(s1);
SamplerState Near : register(s3);
SamplerComparisonState Cmp : register(s2);
RWStructuredBuffer<float4> Out : register(u0);

[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    min16float2 uv = min16float2(id.x * 0.0625 - 0.59375, id.x * 0.03125 + 0.015625);
    min16float lod = min16float(id.x * 0.125);
    min16float2 dx = uv * min16float(0.25);
    min16float2 dy = uv.yx * min16float(0.125);
    uint o = id.x * 8;
    Out[o + 0] = Tex.SampleLevel(Lin, uv, lod);
    Out[o + 1] = Tex.SampleGrad(Pt, uv, dx, dy, int2(1, -1));
    Out[o + 2] = Depth.SampleCmpLevelZero(Cmp, uv, id.x * 0.03).xxxx;
    Out[o + 3] = Tex.GatherGreen(Pt, uv);
    Out[o + 4] = Arr.SampleLevel(Lin, min16float3(uv, lod * min16float(3)), lod);
    Out[o + 5] = Smooth.SampleGrad(Near, uv * min16float(3), dx, dy);
    // f32 coordinates: 32-bit addresses
    float2 fuv = float2(id.x * 0.07 - 0.6, id.x * 0.031 + 0.01);
    Out[o + 6] = Tex.SampleLevel(Lin, fuv, lod);
    Out[o + 7] = Tex.SampleLevel(Lin, fuv, 1.5);
}
