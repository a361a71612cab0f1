// RUN-FLAGS: -T cs_6_6
Texture2D<uint64_t> T : register(t0);
SamplerState S : register(s0);
RWStructuredBuffer<uint64_t> Out : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = T.SampleLevel(S, float2(0.5, 0.5), 0);
}
// ERROR: texture_sample_64bit.hlsl:8:17: error: Texture2D.SampleLevel: a texture of 64-bit elements (uint64_t) cannot be sampled or gathered; use Load
