// 64-bit atomics: SM 6.6's RWByteAddressBuffer *64 methods (add, and, or,
// xor, min, max, exchange, compare-exchange), InterlockedAdd/Min/Max on a
// RWStructuredBuffer<uint64_t> and the Interlocked* functions on
// groupshared uint64_t (ds_*_u64), with carries into the high half. Only
// results that do not depend on the order of the operations are kept:
// final values, the sum of the original values of adds of one amount, and
// the number of lanes whose compare-exchange succeeds.
// RUN-FLAGS: -T cs_6_6
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {
// RUN-SPEC:   "Raw": {"u64": [4294967000, 18446744073709551615, 0, 12345, 18446744073709551615, 0, 0, 7, 0, 0, 0, 0]},
// RUN-SPEC:   "Acc": {"u64": [0, 18446744073709551615, 0, 0]},
// RUN-SPEC:   "Out": {"zero": 64}}}
// CHECK-LABEL: main:
// CHECK: buffer_atomic_add_x2
// CHECK: buffer_atomic_cmpswap_x2
// CHECK: ds_add_rtn_u64
// CHECK: ds_and_b64
RWByteAddressBuffer Raw : register(u0);
RWStructuredBuffer<uint64_t> Acc : register(u1);
RWStructuredBuffer<uint64_t> Out : register(u2);
groupshared uint64_t G[4];

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    uint64_t i = id.x;
    uint64_t v = (i * 0x9E3779B97F4A7C15ull) >> 3;
    if (gi < 4)
        G[gi] = gi == 1 ? 0xffffffffffffffffull : 0;
    GroupMemoryBarrierWithGroupSync();
    Raw.InterlockedAdd64(0, 1000);                  // carries into the high word
    Raw.InterlockedAnd64(8, ~(1ull << (i & 63)));
    Raw.InterlockedOr64(16, 1ull << ((i * 7) & 63));
    Raw.InterlockedXor64(24, v);
    Raw.InterlockedMin64(32, v);
    Raw.InterlockedMax64(40, v);
    uint64_t old;
    Raw.InterlockedAdd64(48, 0x100000000ull, old);  // sum of the originals
    uint64_t prev;
    Raw.InterlockedCompareExchange64(56, 7, 0x700000007ull, prev);
    if (prev == 7)
        Raw.InterlockedAdd64(80, 1);                // one lane swapped
    Raw.InterlockedExchange64(64, 5);
    Raw.InterlockedCompareStore64(72, 0, 9);
    InterlockedAdd(Acc[0], v);
    InterlockedMin(Acc[1], v);
    InterlockedMax(Acc[2], v);
    InterlockedOr(Acc[3], 1ull << (i & 63));
    uint64_t gold;
    InterlockedAdd(G[0], 0xffffffffull, gold);
    InterlockedAnd(G[1], ~(1ull << (gi & 63)));
    InterlockedMax(G[2], v);
    InterlockedXor(G[3], v);
    GroupMemoryBarrierWithGroupSync();
    Raw.InterlockedAdd64(88, old + gold);           // the originals' sum
    if (gi < 4)
        Out[(id.x >> 6) * 4 + gi] = G[gi];
}
