// SampleGrad on a mip chain: derivatives spanning less than one texel to
// many (magnification to the smallest level), anisotropic footprints
// (the longer axis decides), point and linear mip filtering. The LOD clamp
// form is sample_grad_clamp.
// FLOAT: Out sampled
// CHECK-LABEL: main:
// CHECK: image_sample_d v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}]
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Tex": {"dims": [32, 16], "format": "R16G16B16A16_FLOAT", "levels": "full", "generate": "gradient"},
// RUN-SPEC:   "Tri": {"filter": "MIN_MAG_MIP_LINEAR", "address": "wrap"},
// RUN-SPEC:   "Near": {"filter": "MIN_MAG_LINEAR_MIP_POINT", "address": "wrap"},
// RUN-SPEC:   "Out": {"zero": 2048}}}
Texture2D<float4> Tex : register(t0);
SamplerState Tri : register(s0);
SamplerState Near : register(s1);
RWStructuredBuffer<float4> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float2 uv = float2(id.x * 0.0173 + 0.003, id.x * 0.0391 + 0.011);
    float s = exp2(id.x * 0.11 - 1.3) / 32.0;
    float2 dx = float2(s, s * 0.25 * (id.x % 3));
    float2 dy = float2(s * 0.1, s * 0.5 * (id.x % 5));
    Out[id.x * 2 + 0] = Tex.SampleGrad(Tri, uv, dx, dy);
    Out[id.x * 2 + 1] = Tex.SampleGrad(Near, uv, dx, dy, int2(1, -1));
}
