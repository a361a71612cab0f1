RWTexture2D<uint> Img : register(u0);
[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint old;
    InterlockedCompareExchange(Img[id.xy / 2], 1, 2, old);
}
// ERROR: texture_atomic.hlsl:6:5: error: InterlockedCompareExchange on a typed buffer or texture element is not supported yet (image_atomic_cmpswap)
