// SampleGrad with an LOD clamp (image_sample_d_cl, _d_cl_o): the clamp
// raises small LODs to it and leaves larger ones.
// LAVAPIPE-SKIP: glslang has no SampleGrad overload with an LOD clamp
// FLOAT: Out sampled
// CHECK-LABEL: main:
// CHECK: image_sample_d_cl v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}]
// CHECK: image_sample_d_cl_o
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Tex": {"dims": [32, 16], "format": "R16G16B16A16_FLOAT", "levels": "full", "generate": "gradient"},
// RUN-SPEC:   "Tri": {"filter": "MIN_MAG_MIP_LINEAR", "address": "wrap"},
// RUN-SPEC:   "Out": {"zero": 2048}}}
Texture2D<float4> Tex : register(t0);
SamplerState Tri : register(s0);
RWStructuredBuffer<float4> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float2 uv = float2(id.x * 0.0173 + 0.003, id.x * 0.0391 + 0.011);
    float s = exp2(id.x * 0.11 - 1.3) / 32.0;
    float2 dx = float2(s, 0);
    float2 dy = float2(0, s * 0.5);
    Out[id.x * 2 + 0] = Tex.SampleGrad(Tri, uv, dx, dy, int2(0, 0), 1.5);
    Out[id.x * 2 + 1] = Tex.SampleGrad(Tri, uv, dx, dy, int2(2, -1), (id.x % 4) * 0.75);
}
