// RUN-FLAGS: -T cs_6_6
Texture2D<float4> Tex : register(t0);
SamplerState Lin : register(s0);
RWStructuredBuffer<float4> Out : register(u0);
[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = Tex.SampleBias(Lin, id.xy / 8.0, 0.5);
}
// ERROR: texture_sample.hlsl:8:17: error: Texture2D.SampleBias takes its LOD from implicit derivatives, which compute shaders have only under SM 6.6's quad rules; hlslc does not implement them: use SampleLevel, SampleGrad or SampleCmpLevelZero
