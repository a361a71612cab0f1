// Buffer atomics on a RWByteAddressBuffer and a RWStructuredBuffer: without
// return values (InterlockedAdd/Min/Max/Or) and with them: the original
// values InterlockedAdd(Cnt[0], 1) returns are 0..255 in some order, so
// their sum and the bitmap of them are order-independent;
// InterlockedCompareExchange, and InterlockedExchange from one lane.
// RUN-SPEC: {"dispatch": [4, 1, 1], "resources": {"Raw": {"u32": [0, 0, 4294967295, 0, 0, 0, 0, 0]},
// RUN-SPEC:   "Cnt": {"zero": 48}, "Out": {"zero": 1024}}}
// CHECK-LABEL: main:
// CHECK-NOT: glc
// CHECK: buffer_atomic_umin
// CHECK-NOT: glc
// CHECK: buffer_atomic_add {{.*}} glc
// CHECK: buffer_atomic_cmpswap {{.*}} glc
// REPORT: vmem >= 6
RWByteAddressBuffer Raw : register(u0);
RWStructuredBuffer<uint> Cnt : register(u1);
RWStructuredBuffer<uint> Out : register(u2);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint v = (id.x * 7919u) % 1009u;
    Raw.InterlockedAdd(0, v);
    Raw.InterlockedMax(4, v);
    Raw.InterlockedMin(8, v);
    Raw.InterlockedOr(12, 1u << (v & 31));
    uint before;
    InterlockedAdd(Cnt[0], 1, before);
    Out[id.x] = before < 256 ? 1 : 0;
    InterlockedAdd(Cnt[3], before);
    InterlockedOr(Cnt[4 + (before >> 5)], 1u << (before & 31));
    uint prev;
    Raw.InterlockedCompareExchange(16, 0, 77, prev);
    Out[id.x] += (prev == 0 || prev == 77) ? 2 : 0;
    if (id.x == 3) {
        uint o;
        InterlockedExchange(Cnt[1], 12345, o);
        Cnt[2] = o + 1;
    }
}
