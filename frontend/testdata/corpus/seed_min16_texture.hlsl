// Seed 003: Texture2D<min16float4> with a sampler, in a compute shader (SampleLevel).
cbuffer Params : register(b0) { min16float4 colour; };
Texture2D<min16float4> tex : register(t0);
SamplerState samp : register(s0);
RWTexture2D<float4> Out : register(u0);
min16float4 test( in min16float2 uv )
{
return colour * tex.SampleLevel( samp, uv, 0 );
}
[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.xy] = test(min16float2(id.xy) / 64.0);
}
// CHECK: Method SampleLevel(SamplerState, float2, float) 'min16float4'
