// Groupshared memory across the four waves of a group: a reversal, then a
// Hillis-Steele inclusive scan with barriers between the steps.
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {"Out": {"zero": 4096}}}
RWStructuredBuffer<uint> Out : register(u0);
// CHECK-LABEL: main:
// CHECK: ds_write_b32
// CHECK: s_barrier
// tmp is never used: it takes no LDS.
// REPORT: lds_bytes == 1024
groupshared uint buf[256];
groupshared uint tmp[256];

[numthreads(256, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    buf[gi] = id.x * 3 + 1;
    GroupMemoryBarrierWithGroupSync();
    uint rev = buf[255 - gi];
    GroupMemoryBarrierWithGroupSync();
    buf[gi] = rev;
    GroupMemoryBarrierWithGroupSync();
    Out[id.x * 2] = buf[gi];
    for (uint off = 1; off < 256; off <<= 1) {
        uint add = 0;
        if (gi >= off)
            add = buf[gi - off];
        GroupMemoryBarrierWithGroupSync();
        buf[gi] += add;
        GroupMemoryBarrierWithGroupSync();
    }
    Out[id.x * 2 + 1] = buf[gi];
}
