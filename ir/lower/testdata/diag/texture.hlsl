Texture2D<float4> Tex : register(t0);
RWStructuredBuffer<float4> Out : register(u0);
[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = Tex.Load(int3(id.xy, 0));
}
// ERROR: texture.hlsl:1:19: error: Texture2D resources ('Tex') are not supported yet: the IR has no typed buffer or texture memory
