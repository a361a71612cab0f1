// Buffer accesses at constant addresses go through the MUBUF offset field
// alone (no vaddr): counters at fixed places updated by atomics, a word
// every lane writes alike, and a constant table dynamically indexed (read
// from the kernel's read-only data, const_tables.hlsl).
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {
// RUN-SPEC:   "Counter": {"zero": 16},
// RUN-SPEC:   "Out": {"zero": 520}}}
// CHECK-LABEL: main:
// CHECK: buffer_atomic_add {{v[0-9]+}}, off,
// CHECK: s_endpgm
RWByteAddressBuffer Counter : register(u0);
RWStructuredBuffer<uint> Out : register(u1);

static const float table[8] = { 0.5, -1.25, 3.0, 7.75, -0.125, 100.0, 2.5, -9.0 };

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint3 gid : SV_GroupID)
{
    Counter.InterlockedAdd(0, 1);
    Counter.InterlockedAdd(8, id.x);
    Counter.InterlockedMax(12, id.x * 3);
    Out[id.x] = asuint(table[id.x & 7] * (float)(id.x + 1));
    Out[128 + gid.x] = 77 + gid.x;
}
