RWTexture2D<int2> Img : register(u0);
[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    int old;
    InterlockedCompareExchange(Img[id.xy / 2].x, 1, 2, old);
}
// ERROR: texture_atomic.hlsl:6:32: error: InterlockedCompareExchange needs a typed buffer or texture of one 32- or 64-bit integer component
