// Two LDS reads through one address register with a barrier between them:
// the second read must stay after the barrier (another wave's write before
// the barrier is what it reads), so the reads do not pair into one
// ds_read2_b32 above it. Each wave reads a window the other wave writes into.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 128}}}
// CHECK-LABEL: main:
// CHECK: ds_read_b32
// CHECK: s_barrier
// CHECK: ds_read_b32
// CHECK: s_endpgm
RWStructuredBuffer<uint> Out : register(u0);
groupshared uint s[128];

[numthreads(128, 1, 1)]
void main(uint i : SV_GroupIndex)
{
    s[i] = i + 1;
    GroupMemoryBarrierWithGroupSync();
    uint other = (i / 64) ^ 1;
    if ((i & 63) == 5)
        s[other * 64 + 1] = 1000 + i;
    uint base = (i / 64) * 64;
    uint a = s[base];
    GroupMemoryBarrierWithGroupSync();
    uint b = s[base + 1];
    Out[i] = a * 10000 + b;
}
