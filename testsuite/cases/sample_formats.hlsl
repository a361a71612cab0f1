// Bilinear samples of one texture per format: R8, RG8 and RGBA8 in UNORM
// and SNORM, RGBA8 sRGB (blended in linear space; R8 and RG8 sRGB are
// sample_formats_srgb8), R16 and RGBA16 UNORM, R16, RG16 and
// RGBA16 FLOAT, R32, RG32 and RGBA32 FLOAT, the packed R11G11B10 float and
// R10G10B10A2 unorm; components a format lacks read as 0 (alpha 1).
// FLOAT: Out sampled
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "U8": {"dims": [5, 5], "format": "R8_UNORM", "generate": "noise"},
// RUN-SPEC:   "S8": {"dims": [5, 5], "format": "R8G8_SNORM", "generate": {"pattern": "noise", "seed": 1}},
// RUN-SPEC:   "Srgb": {"dims": [5, 5], "format": "R8G8B8A8_UNORM_SRGB", "generate": {"pattern": "noise", "seed": 2}},
// RUN-SPEC:   "U16": {"dims": [5, 5], "format": "R16G16B16A16_UNORM", "generate": {"pattern": "noise", "seed": 3}},
// RUN-SPEC:   "F16": {"dims": [5, 5], "format": "R16G16_FLOAT", "generate": {"pattern": "noise", "seed": 4}},
// RUN-SPEC:   "F32": {"dims": [5, 5], "format": "R32G32B32A32_FLOAT", "generate": {"pattern": "noise", "seed": 5}},
// RUN-SPEC:   "Small": {"dims": [5, 5], "format": "R11G11B10_FLOAT", "generate": {"pattern": "noise", "seed": 6}},
// RUN-SPEC:   "Packed": {"dims": [5, 5], "format": "R10G10B10A2_UNORM", "generate": {"pattern": "noise", "seed": 7}},
// RUN-SPEC:   "S8R": {"dims": [5, 5], "format": "R8_SNORM", "generate": {"pattern": "noise", "seed": 8}},
// RUN-SPEC:   "U8RG": {"dims": [5, 5], "format": "R8G8_UNORM", "generate": {"pattern": "noise", "seed": 10}},
// RUN-SPEC:   "U8RGBA": {"dims": [5, 5], "format": "R8G8B8A8_UNORM", "generate": {"pattern": "noise", "seed": 12}},
// RUN-SPEC:   "S8RGBA": {"dims": [5, 5], "format": "R8G8B8A8_SNORM", "generate": {"pattern": "noise", "seed": 13}},
// RUN-SPEC:   "U16R": {"dims": [5, 5], "format": "R16_UNORM", "generate": {"pattern": "noise", "seed": 14}},
// RUN-SPEC:   "F16R": {"dims": [5, 5], "format": "R16_FLOAT", "generate": {"pattern": "noise", "seed": 15}},
// RUN-SPEC:   "F16RGBA": {"dims": [5, 5], "format": "R16G16B16A16_FLOAT", "generate": {"pattern": "noise", "seed": 16}},
// RUN-SPEC:   "F32R": {"dims": [5, 5], "format": "R32_FLOAT", "generate": {"pattern": "noise", "seed": 17}},
// RUN-SPEC:   "F32RG": {"dims": [5, 5], "format": "R32G32_FLOAT", "generate": {"pattern": "noise", "seed": 18}},
// RUN-SPEC:   "Lin": {"filter": "MIN_MAG_MIP_LINEAR", "address": "clamp"},
// RUN-SPEC:   "Out": {"zero": 17408}}}
Texture2D<float> U8 : register(t0);
Texture2D<float2> S8 : register(t1);
Texture2D<float4> Srgb : register(t2);
Texture2D<float4> U16 : register(t3);
Texture2D<float2> F16 : register(t4);
Texture2D<float4> F32 : register(t5);
Texture2D<float3> Small : register(t6);
Texture2D<float4> Packed : register(t7);
Texture2D<float> S8R : register(t8);
Texture2D<float2> U8RG : register(t9);
Texture2D<float4> U8RGBA : register(t10);
Texture2D<float4> S8RGBA : register(t11);
Texture2D<float> U16R : register(t12);
Texture2D<float> F16R : register(t13);
Texture2D<float4> F16RGBA : register(t14);
Texture2D<float> F32R : register(t15);
Texture2D<float2> F32RG : register(t16);
SamplerState Lin : register(s0);
RWStructuredBuffer<float4> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float2 uv = float2((id.x % 8) * 0.13 + 0.02, (id.x / 8) * 0.12 + 0.05);
    uint o = id.x * 17;
    Out[o + 0] = float4(U8.SampleLevel(Lin, uv, 0), 0, 0, 0);
    Out[o + 1] = float4(S8.SampleLevel(Lin, uv, 0), 0, 0);
    Out[o + 2] = Srgb.SampleLevel(Lin, uv, 0);
    Out[o + 3] = U16.SampleLevel(Lin, uv, 0);
    Out[o + 4] = float4(F16.SampleLevel(Lin, uv, 0), 0, 0);
    Out[o + 5] = F32.SampleLevel(Lin, uv, 0);
    Out[o + 6] = float4(Small.SampleLevel(Lin, uv, 0), 0);
    Out[o + 7] = Packed.SampleLevel(Lin, uv, 0);
    Out[o + 8] = float4(S8R.SampleLevel(Lin, uv, 0), 0, 0, 0);
    Out[o + 9] = float4(U8RG.SampleLevel(Lin, uv, 0), 0, 0);
    Out[o + 10] = U8RGBA.SampleLevel(Lin, uv, 0);
    Out[o + 11] = S8RGBA.SampleLevel(Lin, uv, 0);
    Out[o + 12] = float4(U16R.SampleLevel(Lin, uv, 0), 0, 0, 0);
    Out[o + 13] = float4(F16R.SampleLevel(Lin, uv, 0), 0, 0, 0);
    Out[o + 14] = F16RGBA.SampleLevel(Lin, uv, 0);
    Out[o + 15] = float4(F32R.SampleLevel(Lin, uv, 0), 0, 0, 0);
    Out[o + 16] = float4(F32RG.SampleLevel(Lin, uv, 0), 0, 0);
}
