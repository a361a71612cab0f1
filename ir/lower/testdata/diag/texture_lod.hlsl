// RUN-FLAGS: -T cs_6_6
Texture2D<float4> Tex : register(t0);
SamplerState Lin : register(s0);
RWStructuredBuffer<float> Out : register(u0);
[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = Tex.CalculateLevelOfDetail(Lin, id.xy / 8.0);
}
// ERROR: texture_lod.hlsl:8:17: error: Texture2D.CalculateLevelOfDetail is not supported
