// A histogram in groupshared memory with InterlockedAdd, then the group's
// bins added to the global histogram; also groupshared min/max.
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {"Hist": {"zero": 72}}}
// No atomic's original value is used: ds_add_u32 and friends, not _rtn_.
// CHECK-LABEL: main:
// CHECK: s_barrier
// CHECK-NOT: _rtn_
// CHECK: s_barrier
// REPORT: lds_bytes == 72
RWStructuredBuffer<uint> Hist : register(u0);
groupshared uint bins[16];
groupshared uint lo;
groupshared uint hi;

[numthreads(256, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    if (gi < 16)
        bins[gi] = 0;
    if (gi == 0) {
        lo = 0xffffffff;
        hi = 0;
    }
    GroupMemoryBarrierWithGroupSync();
    uint v = (id.x * 7919u + 13u) % 1000u;
    InterlockedAdd(bins[v & 15], 1);
    InterlockedMin(lo, v);
    InterlockedMax(hi, v);
    GroupMemoryBarrierWithGroupSync();
    if (gi < 16)
        InterlockedAdd(Hist[gi], bins[gi]);
    if (gi == 0) {
        InterlockedMin(Hist[16], lo);
        InterlockedMax(Hist[17], hi);
    }
}
