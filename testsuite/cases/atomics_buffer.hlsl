// Atomics on buffers from many groups: add, min, max, and, or, xor on a
// RWStructuredBuffer and on a RWByteAddressBuffer (final values only, which
// do not depend on the order of the operations).
// RUN-SPEC: {"dispatch": [4, 1, 1], "resources": {
// RUN-SPEC:   "Acc": {"u32": [0, 4294967295, 0, 4294967295, 0, 0, 0, 0]},
// RUN-SPEC:   "SAcc": {"i32": [0, 2147483647, -2147483648, 0]},
// RUN-SPEC:   "Raw": {"zero": 16}}}
// Only the last atomic's original value is used: the others use the
// non-returning forms (no glc).
// CHECK-LABEL: main:
// CHECK-NOT: glc
// CHECK: buffer_atomic_umin
// CHECK-NOT: glc
// CHECK: buffer_atomic_smax
// CHECK-NOT: glc
// CHECK: buffer_atomic_add {{.*}} offset:12 glc
// CHECK-NOT: glc
RWStructuredBuffer<uint> Acc : register(u0);
RWStructuredBuffer<int> SAcc : register(u1);
RWByteAddressBuffer Raw : register(u2);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    uint v = (i * 2654435761u) >> 7;
    InterlockedAdd(Acc[0], i);
    InterlockedMin(Acc[1], v);
    InterlockedMax(Acc[2], v);
    InterlockedAnd(Acc[3], ~(1u << (i & 31)) | (i & 1));
    InterlockedOr(Acc[4], 1u << (i % 29));
    InterlockedXor(Acc[5], v);
    InterlockedAdd(Acc[6], 1);
    int s = (int)(i * 37) - 4000;
    InterlockedAdd(SAcc[0], s);
    InterlockedMin(SAcc[1], s);
    InterlockedMax(SAcc[2], s);
    Raw.InterlockedAdd(0, 3);
    Raw.InterlockedMax(4, v & 0xffff);
    Raw.InterlockedOr(8, 1u << (i >> 3));
    uint orig;
    Raw.InterlockedAdd(12, 1, orig);
    if (orig == 255)
        Acc[7] = 1;
}
