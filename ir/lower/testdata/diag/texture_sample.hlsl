// RUN-FLAGS: -T cs_6_6
Texture2D<float4> Tex : register(t0);
SamplerState Lin : register(s0);
RWStructuredBuffer<float4> Out : register(u0);
[numthreads(8, 7, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = Tex.SampleBias(Lin, id.xy / 8.0, 0.5);
}
// ERROR: texture_sample.hlsl:8:17: error: 'SampleBias' uses derivatives in a compute shader with numthreads(8, 7, 1); derivatives require numthreads to be 1D and a multiple of 4, or 2D/3D with X and Y both multiples of 2
