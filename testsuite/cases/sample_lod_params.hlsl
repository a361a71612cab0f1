// A sampler's LOD state and mixed filters on a mip chain: LOD bias,
// MinLOD/MaxLOD clamps, point mip selection against linear blending,
// minification and magnification filters that differ (the LOD's sign picks
// one), and MINIMUM/MAXIMUM reductions (the extreme of the footprint's
// texels instead of their weighted sum), with point mip filtering: under
// linear mip filtering lavapipe's minimum exceeds the smallest texel of
// the two levels (it seems to blend the levels), where Vulkan and D3D take
// the extreme of every texel the weighted sum would take, as
// internal/texfilter does (TestReduction). Coordinates stay clear of texel
// boundaries at every level and LODs clear of the points where point mip
// filtering switches level, where models that round differently pick
// other texels or levels.
// FLOAT: Out sampled
// CHECK-LABEL: main:
// CHECK: image_sample_l
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Tex": {"dims": [16, 16], "format": "R16G16B16A16_FLOAT", "levels": "full", "generate": "noise"},
// RUN-SPEC:   "Bias": {"filter": "MIN_MAG_MIP_LINEAR", "address": "wrap", "lod_bias": 1.25},
// RUN-SPEC:   "Clamped": {"filter": "MIN_MAG_MIP_LINEAR", "address": "wrap", "min_lod": 0.75, "max_lod": 2.25},
// RUN-SPEC:   "MipPoint": {"filter": "MIN_MAG_LINEAR_MIP_POINT", "address": "mirror"},
// RUN-SPEC:   "MinPtMagLin": {"filter": "MIN_POINT_MAG_LINEAR_MIP_POINT", "address": "clamp"},
// RUN-SPEC:   "MinLinMagPt": {"filter": "MIN_LINEAR_MAG_MIP_POINT", "address": "wrap"},
// RUN-SPEC:   "Minimum": {"filter": "MINIMUM_MIN_MAG_LINEAR_MIP_POINT", "address": "wrap"},
// RUN-SPEC:   "Maximum": {"filter": "MAXIMUM_MIN_MAG_LINEAR_MIP_POINT", "address": "clamp"},
// RUN-SPEC:   "Out": {"zero": 7168}}}
Texture2D<float4> Tex : register(t0);
SamplerState Bias : register(s0);
SamplerState Clamped : register(s1);
SamplerState MipPoint : register(s2);
SamplerState MinPtMagLin : register(s3);
SamplerState MinLinMagPt : register(s4);
SamplerState Minimum : register(s5);
SamplerState Maximum : register(s6);
RWStructuredBuffer<float4> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    // level 0 texels: u = k + 0.3, v = j + 0.7 (k, j = 0..15, shifted by
    // whole textures), which stay at least 0.0375 texel from every
    // boundary down to the 2x2 level
    float2 uv = float2((id.x % 16 + 0.3) / 16.0 - 1.0, ((id.x * 5) % 16 + 0.7) / 16.0 + 2.0);
    // -0.45 to 2.14 in steps of 0.37: fractions clear of 0.5 before and
    // after the bias, and of 0 for the magnification decision
    float lod = (id.x % 8) * 0.37 - 0.45;
    uint b = id.x * 7;
    Out[b + 0] = Tex.SampleLevel(Bias, uv, lod);
    Out[b + 1] = Tex.SampleLevel(Clamped, uv, lod);
    Out[b + 2] = Tex.SampleLevel(MipPoint, uv, lod);
    Out[b + 3] = Tex.SampleLevel(MinPtMagLin, uv, lod);
    Out[b + 4] = Tex.SampleLevel(MinLinMagPt, uv, lod);
    Out[b + 5] = Tex.SampleLevel(Minimum, uv, lod);
    Out[b + 6] = Tex.SampleLevel(Maximum, uv, lod);
}
