// Rasterizer ordered views (pixel shaders' UAVs) and sampler feedback maps
// (which gfx9 has no hardware for) declared beside the compute entry point
// and used by a pixel shader in the same file: DXC compiles the compute
// entry (it drops the resources the entry does not use before validation),
// so does hlslc; golden diagnostic views_unavailable_reached has the uses
// the entry point reaches.
// RUN-FLAGS: -T cs_6_5
// LAVAPIPE-SKIP: glslang's HLSL front end does not take sampler feedback types
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Tex": {"dims": [4, 1], "texels": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]},
// RUN-SPEC:   "Samp": {"filter": "point", "address": "clamp"},
// RUN-SPEC:   "Out": {"zero": 1024}}}
// FLOAT: Out f32
Texture2D<float4> Tex : register(t0);
SamplerState Samp : register(s0);
RWStructuredBuffer<float4> Out : register(u0);
RasterizerOrderedTexture2D<float4> Accum : register(u1);
RasterizerOrderedByteAddressBuffer Counter : register(u2);
RasterizerOrderedStructuredBuffer<uint2> Log : register(u3);
RasterizerOrderedBuffer<float> Depths : register(u4);
FeedbackTexture2D<SAMPLER_FEEDBACK_MIN_MIP> MinMip : register(u5);
FeedbackTexture2DArray<SAMPLER_FEEDBACK_MIP_REGION_USED> Regions : register(u6);

struct V { float4 pos : SV_Position; float2 uv : TEXCOORD0; };

void Record(uint2 p, uint n) { Log[n] = p; }

float4 PSBlend(V v) : SV_Target
{
    uint2 p = uint2(v.pos.xy);
    uint n;
    Counter.InterlockedAdd(0, 1, n);
    Record(p, n);
    Accum[p] = Accum[p] * 0.5 + Tex.Sample(Samp, v.uv);
    Depths[p.x] = min(Depths[p.x], v.pos.z);
    MinMip.WriteSamplerFeedback(Tex, Samp, v.uv);
    Regions.WriteSamplerFeedbackLevel(Tex, Samp, float3(v.uv, 0), 0);
    return Accum[p];
}

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = Tex.SampleLevel(Samp, float2((id.x % 4 + 0.5) / 4.0, 0), 0) * (id.x / 4);
}
