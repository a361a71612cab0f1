TextureCube<float4> Sky : register(t0);
SamplerState Lin : register(s0);
RWStructuredBuffer<float4> Out : register(u0);
[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = Sky.SampleLevel(Lin, float3(id), 0);
}
// ERROR: texture_cube.hlsl:1:21: error: TextureCube resources ('Sky') are not supported: they can only be sampled, and hlslc has no sampler (S#) or filtering model
