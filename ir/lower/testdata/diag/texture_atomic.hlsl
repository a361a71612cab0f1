RWTexture2D<uint> Img : register(u0);
[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    InterlockedAdd(Img[id.xy / 2], 1);
}
// ERROR: texture_atomic.hlsl:5:20: error: InterlockedAdd on an element of a typed buffer or texture is not supported yet (it would need image atomics)
