// A compare-exchange retry loop (the lock-free pattern for atomics the
// hardware lacks), on groupshared memory and on a buffer: lanes leave the
// loop at different iterations. The adds commute, so the totals do not
// depend on the order.
// RUN-SPEC: {"dispatch": [3, 1, 1], "resources": {"Glob": {"zero": 8}, "Out": {"zero": 12}}}
RWStructuredBuffer<uint> Glob : register(u0);
RWStructuredBuffer<uint> Out : register(u1);
groupshared uint acc;

[numthreads(128, 1, 1)]
void main(uint3 g : SV_GroupID, uint t : SV_GroupIndex, uint3 id : SV_DispatchThreadID)
{
    if (t == 0)
        acc = 0;
    GroupMemoryBarrierWithGroupSync();
    uint v = (t * 37) % 101 + 1;
    uint old = acc;
    [allow_uav_condition]
    for (;;) {
        uint prev;
        InterlockedCompareExchange(acc, old, old + v, prev);
        if (prev == old)
            break;
        old = prev;
    }
    uint gold = Glob[0];
    [allow_uav_condition]
    for (uint tries = 0; tries < 100000; tries++) {
        uint prev;
        InterlockedCompareExchange(Glob[0], gold, gold + (id.x & 7), prev);
        if (prev == gold)
            break;
        gold = prev;
    }
    GroupMemoryBarrierWithGroupSync();
    if (t == 0)
        Out[g.x] = acc;
}
