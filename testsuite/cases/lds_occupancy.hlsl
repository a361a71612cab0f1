// Seed documents 000/002 (large thread groups and LDS): a 256-thread group
// using 32 KiB of groupshared memory fits twice into a CU's 64 KiB, so
// the LDS limits the occupancy to 2 waves per SIMD (8 waves per CU).
// FLOAT: Out f32
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {"Out": {"zero": 2048}}}
// CHECK-LABEL: main:
// CHECK: s_barrier
// REPORT: lds_bytes == 32768
// REPORT: limited_by == LDS
// REPORT: waves == 2
// REPORT: waves_by_lds == 2
RWStructuredBuffer<float> Out : register(u0);
groupshared float big[8192];

[numthreads(256, 1, 1)]
void main(uint3 g : SV_GroupID, uint t : SV_GroupIndex)
{
    for (uint i = t; i < 8192; i += 256)
        big[i] = (float)(i % 97) * 0.5f + (float)g.x;
    GroupMemoryBarrierWithGroupSync();
    float s = 0.0f;
    for (uint k = 0; k < 32; k++)
        s += big[(t * 32 + k * 7) & 8191];
    Out[g.x * 256 + t] = s;
}
