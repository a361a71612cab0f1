#define REDUCE_STEP(arr, i, n) \
    if ((i) < (n)) \
        arr[i] += arr[(i) + (n)]; \
    GroupMemoryBarrierWithGroupSync();
groupshared float s[128];
RWStructuredBuffer<float> Out : register(u0);
[numthreads(128, 1, 1)]
void main(uint gi : SV_GroupIndex) {
    s[gi] = gi;
    GroupMemoryBarrierWithGroupSync();
    REDUCE_STEP(s, gi, 64)
    REDUCE_STEP(s, gi, 32)
    if (gi == 0) Out[0] = s[0];
}
