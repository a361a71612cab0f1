// RUN-FLAGS: -T cs_6_5
// Rasterizer ordered views are pixel shaders' (DXC's validator) and gfx9
// has no sampler feedback hardware: declaring them beside a compute entry
// point compiles, using them where the entry point reaches is an error at
// the use; wrong template arguments are errors at the declaration.
Texture2D<float4> Tex : register(t0);
SamplerState Samp : register(s0);
RWStructuredBuffer<float4> Out : register(u0);
RasterizerOrderedTexture2D<float4> Accum : register(u1);
RasterizerOrderedByteAddressBuffer Counter : register(u2);
FeedbackTexture2D<SAMPLER_FEEDBACK_MIN_MIP> MinMip : register(u3);
FeedbackTexture2DArray<float4> BadKind;
RasterizerOrderedByteAddressBuffer<uint> BadArg;

float4 Blend(uint2 p)
{
    uint n;
    Counter.InterlockedAdd(0, 1, n);
    return Accum[p] + n;
}

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = Blend(id.xy);
    MinMip.WriteSamplerFeedbackLevel(Tex, Samp, float2(id.xy), 0);
}
