// Luminance reduction (seed documents 001-004): each group sums the
// luminance of THREADS pixels in groupshared memory with a tree of barriers.
#ifndef THREADS
#define THREADS 256
#endif
StructuredBuffer<float4> Input : register(t0);
RWStructuredBuffer<float> Result : register(u0);
groupshared float sharedMem[THREADS];

[numthreads(THREADS, 1, 1)]
void main(uint3 Gid : SV_GroupID, uint3 DTid : SV_DispatchThreadID, uint GI : SV_GroupIndex)
{
    const float4 LumVector = float4(0.2125f, 0.7154f, 0.0721f, 0.0f);
    sharedMem[GI] = dot(Input[DTid.x], LumVector);
    GroupMemoryBarrierWithGroupSync();
    [unroll]
    for (uint s = THREADS / 2; s > 0; s >>= 1) {
        if (GI < s)
            sharedMem[GI] += sharedMem[GI + s];
        GroupMemoryBarrierWithGroupSync();
    }
    if (GI == 0)
        Result[Gid.x] = sharedMem[0];
}
