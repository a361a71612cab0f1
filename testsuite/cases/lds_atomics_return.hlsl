// groupshared atomics with and without their return values: each thread
// takes a slot with InterlockedAdd's original value (an order-independent
// result is stored: the set of slots), and InterlockedOr/And/Xor/Max
// without return; InterlockedCompareExchange.
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {"Out": {"zero": 1088}}}
// CHECK-LABEL: main:
// Only InterlockedAdd's slot is used: the others (the compare-exchange's
// old value too) use the non-returning forms.
// CHECK: ds_add_rtn_u32
// CHECK-NOT: _rtn_
// CHECK: ds_or_b32
// CHECK-NOT: _rtn_
// CHECK: ds_cmpst_b32
// REPORT: ds >= 6
RWStructuredBuffer<uint> Out : register(u0);
groupshared uint counter;
groupshared uint bits[4];
groupshared uint flags[128];
groupshared uint seen[128];

[numthreads(128, 1, 1)]
void main(uint3 g : SV_GroupID, uint t : SV_GroupIndex)
{
    if (t < 4)
        bits[t] = t == 1 ? 0xffffffffu : 0;
    flags[t] = 0;
    seen[t] = 0;
    if (t == 0)
        counter = 0;
    GroupMemoryBarrierWithGroupSync();
    uint slot;
    InterlockedAdd(counter, 1, slot);
    InterlockedOr(bits[0], 1u << (t & 31));
    InterlockedAnd(bits[1], ~(1u << (t % 29)));
    InterlockedXor(bits[2], t * 2654435761u);
    InterlockedMax(bits[3], (t * 37) % 101);
    InterlockedAdd(seen[slot], 1);
    uint old;
    InterlockedCompareExchange(flags[t ^ 1], 0, t + 1, old);
    GroupMemoryBarrierWithGroupSync();
    uint o = g.x * 136;
    Out[o + t] = seen[t];
    if (t < 4)
        Out[o + 128 + t] = bits[t];
    if (t == 0)
        Out[o + 132] = counter;
    if (t == 5)
        Out[o + 134] = flags[4] + flags[5] * 1000;
}
