// Every D3D address mode under point and linear filtering, coordinates
// well outside [0, 1]: wrap, mirror, clamp, border (a custom colour) and
// mirror once, each on its own sampler. Coordinates stay clear of texel
// boundaries, where models that round coordinates differently (or mirror
// coordinates rather than texel indices) pick other texels.
// FLOAT: Out sampled
// CHECK-LABEL: main:
// CHECK: image_sample_lz
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Tex": {"dims": [8, 4], "format": "R8G8B8A8_UNORM", "generate": "noise"},
// RUN-SPEC:   "Wrap": {"filter": "MIN_MAG_MIP_LINEAR", "address": "wrap"},
// RUN-SPEC:   "Mirror": {"filter": "MIN_MAG_MIP_POINT", "address": "mirror"},
// RUN-SPEC:   "Clamp": {"filter": "MIN_MAG_MIP_LINEAR", "address": "clamp"},
// RUN-SPEC:   "Border": {"filter": "MIN_MAG_MIP_LINEAR", "address": "border", "border": [0.25, 0.5, 0.75, 1]},
// RUN-SPEC:   "Once": {"filter": "MIN_MAG_MIP_LINEAR", "address": ["mirror_once", "wrap", "clamp"]},
// RUN-SPEC:   "Out": {"zero": 5120}}}
Texture2D<float4> Tex : register(t0);
SamplerState Wrap : register(s0);
SamplerState Mirror : register(s1);
SamplerState Clamp : register(s2);
SamplerState Border : register(s3);
SamplerState Once : register(s4);
RWStructuredBuffer<float4> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float2 uv = float2((id.x + 0.3) / 8.0 - 3.9, ((id.x % 7) * 3 + 0.55) / 4.0 - 2.1);
    Out[id.x * 5 + 0] = Tex.SampleLevel(Wrap, uv, 0);
    Out[id.x * 5 + 1] = Tex.SampleLevel(Mirror, uv, 0);
    Out[id.x * 5 + 2] = Tex.SampleLevel(Clamp, uv, 0);
    Out[id.x * 5 + 3] = Tex.SampleLevel(Border, uv, 0);
    Out[id.x * 5 + 4] = Tex.SampleLevel(Once, uv, 0);
}
