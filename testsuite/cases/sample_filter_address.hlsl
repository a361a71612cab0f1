// Filter × address mode × format class: point and linear filtering under
// each D3D address mode (wrap, mirror, clamp, border with a custom colour,
// mirror once), ten samplers, on one texture of each format class (8-bit
// unorm, 8-bit snorm, sRGB, 16-bit float, 32-bit float, packed 10:10:10:2
// unorm). Coordinates run well outside [0, 1] and stay clear of texel
// boundaries, where models that round coordinates differently pick other
// texels under point filtering.
// FLOAT: Out sampled
// CHECK-LABEL: main:
// CHECK-COUNT-60: image_sample_lz
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Unorm": {"dims": [8, 4], "format": "R8G8B8A8_UNORM", "generate": "noise"},
// RUN-SPEC:   "Snorm": {"dims": [8, 4], "format": "R8G8_SNORM", "generate": {"pattern": "noise", "seed": 1}},
// RUN-SPEC:   "Srgb": {"dims": [8, 4], "format": "R8G8B8A8_UNORM_SRGB", "generate": {"pattern": "noise", "seed": 2}},
// RUN-SPEC:   "Half": {"dims": [8, 4], "format": "R16G16B16A16_FLOAT", "generate": {"pattern": "noise", "seed": 3}},
// RUN-SPEC:   "Single": {"dims": [8, 4], "format": "R32_FLOAT", "generate": {"pattern": "noise", "seed": 4}},
// RUN-SPEC:   "Packed": {"dims": [8, 4], "format": "R10G10B10A2_UNORM", "generate": {"pattern": "noise", "seed": 5}},
// RUN-SPEC:   "PtWrap": {"filter": "MIN_MAG_MIP_POINT", "address": "wrap"},
// RUN-SPEC:   "PtMirror": {"filter": "MIN_MAG_MIP_POINT", "address": "mirror"},
// RUN-SPEC:   "PtClamp": {"filter": "MIN_MAG_MIP_POINT", "address": "clamp"},
// RUN-SPEC:   "PtBorder": {"filter": "MIN_MAG_MIP_POINT", "address": "border", "border": [0.25, 0.5, 0.75, 0.125]},
// RUN-SPEC:   "PtOnce": {"filter": "MIN_MAG_MIP_POINT", "address": "mirror_once"},
// RUN-SPEC:   "LinWrap": {"filter": "MIN_MAG_MIP_LINEAR", "address": "wrap"},
// RUN-SPEC:   "LinMirror": {"filter": "MIN_MAG_MIP_LINEAR", "address": "mirror"},
// RUN-SPEC:   "LinClamp": {"filter": "MIN_MAG_MIP_LINEAR", "address": "clamp"},
// RUN-SPEC:   "LinBorder": {"filter": "MIN_MAG_MIP_LINEAR", "address": "border", "border": [0.25, 0.5, 0.75, 0.125]},
// RUN-SPEC:   "LinOnce": {"filter": "MIN_MAG_MIP_LINEAR", "address": "mirror_once"},
// RUN-SPEC:   "Out": {"zero": 61440}}}
Texture2D<float4> Unorm : register(t0);
Texture2D<float2> Snorm : register(t1);
Texture2D<float4> Srgb : register(t2);
Texture2D<float4> Half : register(t3);
Texture2D<float> Single : register(t4);
Texture2D<float4> Packed : register(t5);
SamplerState PtWrap : register(s0);
SamplerState PtMirror : register(s1);
SamplerState PtClamp : register(s2);
SamplerState PtBorder : register(s3);
SamplerState PtOnce : register(s4);
SamplerState LinWrap : register(s5);
SamplerState LinMirror : register(s6);
SamplerState LinClamp : register(s7);
SamplerState LinBorder : register(s8);
SamplerState LinOnce : register(s9);
RWStructuredBuffer<float4> Out : register(u0);

// Ten samples of one texture, one per sampler, from Out[o] on.
#define SAMPLE_ALL(T, o, widen)                              \
    Out[(o) + 0] = widen(T.SampleLevel(PtWrap, uv, 0));      \
    Out[(o) + 1] = widen(T.SampleLevel(PtMirror, uv, 0));    \
    Out[(o) + 2] = widen(T.SampleLevel(PtClamp, uv, 0));     \
    Out[(o) + 3] = widen(T.SampleLevel(PtBorder, uv, 0));    \
    Out[(o) + 4] = widen(T.SampleLevel(PtOnce, uv, 0));      \
    Out[(o) + 5] = widen(T.SampleLevel(LinWrap, uv, 0));     \
    Out[(o) + 6] = widen(T.SampleLevel(LinMirror, uv, 0));   \
    Out[(o) + 7] = widen(T.SampleLevel(LinClamp, uv, 0));    \
    Out[(o) + 8] = widen(T.SampleLevel(LinBorder, uv, 0));   \
    Out[(o) + 9] = widen(T.SampleLevel(LinOnce, uv, 0))

float4 Same(float4 v) { return v; }
float4 Widen2(float2 v) { return float4(v, 0, 0); }
float4 Widen1(float v) { return float4(v, 0, 0, 0); }

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    // in texels: u from -30.9 to 32.1, v from -7.85 to 10.15, never
    // within 0.1 texel of a boundary
    float2 uv = float2((id.x + 0.3) / 8.0 - 3.9, ((id.x % 7) * 3 + 0.55) / 4.0 - 2.1);
    uint b = id.x * 60;
    SAMPLE_ALL(Unorm, b + 0, Same);
    SAMPLE_ALL(Snorm, b + 10, Widen2);
    SAMPLE_ALL(Srgb, b + 20, Same);
    SAMPLE_ALL(Half, b + 30, Same);
    SAMPLE_ALL(Single, b + 40, Widen1);
    SAMPLE_ALL(Packed, b + 50, Same);
}
