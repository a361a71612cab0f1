// SM 6.6 64-bit atomics on typed resources: Interlocked* on RWBuffer<uint64_t>
// elements (buffer_atomic_*_x2 idxen) and RWTexture2D<int64_t> texels
// (image_atomic_* with dmask 0x3, cmpswap 0xf), with and without the old
// value, signed and unsigned min/max across the 32-bit halves.
// RUN-FLAGS: -T cs_6_6
// CHECK-LABEL: main:
// CHECK: buffer_atomic_add_x2 {{.*}} idxen
// CHECK: buffer_atomic_umax_x2
// CHECK: image_atomic_smin {{.*}} dmask:0x3
// CHECK: image_atomic_cmpswap {{.*}} dmask:0xf
// CHECK: buffer_atomic_swap_x2 {{.*}} idxen glc
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "B": {"u64": [5, 4294967295, 0, 7, 0, 0, 0, 0]},
// RUN-SPEC:   "T": {"dims": [2, 2], "i64": [0, -1, 0, 0]},
// RUN-SPEC:   "Out": {"zero": 128}}}
// EXPECT: {"B": {"u32": [17, 4, 15, 5, 0, 1792, 21, 0, 0, 0, 270549121, 132104, 0, 0, 0, 0]},
// EXPECT: "Out": {"u32": [3, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0]},
// EXPECT: "T": {"u32": [0, 4294967290, 0, 4294967289, 3221225472, 63, 0, 8]}}
RWBuffer<uint64_t> B : register(u0);
RWTexture2D<int64_t> T : register(u1);
RWStructuredBuffer<uint64_t> Out : register(u2);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint64_t old;
    InterlockedAdd(B[id.x % 2], ((uint64_t)1 << 32) + id.x, old);
    InterlockedMax(B[2], (uint64_t)id.x << 40);
    InterlockedMin(B[4], 0xFFFFFFFF00000000ull - id.x);
    InterlockedMin(T[uint2(id.x % 2, 0)], -(int64_t)id.x * 0x100000000);
    int64_t prev;
    InterlockedCompareExchange(T[uint2(1, 1)], 0, ((int64_t)id.x + 1) << 35, prev);
    InterlockedExchange(B[3], (uint64_t)id.x * 3, old);
    InterlockedOr(B[5], 1ull << (id.x * 7));
    InterlockedXor(T[uint2(0, 1)], (int64_t)1 << (id.x + 30));
    // the first lane's cmpxchg wins; every lane reads back a consistent pair
    Out[id.x] = (uint64_t)(prev == 0) + (T[uint2(1, 1)] != 0 ? 2 : 0);
    Out[8 + id.x] = old == 7 || old % 3 == 0 ? 1 : 0;
}
