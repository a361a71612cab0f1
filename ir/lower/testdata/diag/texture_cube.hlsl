TextureCube<float4> Sky : register(t0);
SamplerState Lin : register(s0);
RWStructuredBuffer<float4> Out : register(u0);
[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = Sky.SampleGrad(Lin, float3(id), float3(1, 0, 0), float3(0, 1, 0));
}
// ERROR: texture_cube.hlsl:7:17: error: TextureCube.SampleGrad: gradients of cube textures are not supported: the face-space derivative transform is not implemented
