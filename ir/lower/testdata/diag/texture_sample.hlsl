Texture2D<float4> Tex : register(t0);
SamplerState Lin : register(s0);
RWStructuredBuffer<float4> Out : register(u0);
[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = Tex.SampleLevel(Lin, id.xy / 8.0, 0);
}
// ERROR: texture_sample.hlsl:7:17: error: texture method Texture2D.SampleLevel is not supported: hlslc has no sampler (S#) or filtering model; use Load or the [] operator
