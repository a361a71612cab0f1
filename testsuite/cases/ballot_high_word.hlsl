// The high words of 64-bit values: WaveActiveBallot's .y (the ballot's
// lanes 32-63) and uint(x >> 32), uint(x >> 40), int(s >> 36) of 64-bit
// integers. The ballot stays in the SGPR pair s_and_b64 made, and a word
// of it is read as the SGPR operand of its VALU user (as ACO does, where
// each ballot was copied to a VGPR pair and shifted by v_lshrrev_b64); the
// high word of a shift by 32 to 63 is the high half of the register pair,
// shifted by the rest with a 32-bit shift. The ballots come from a loop
// over the key's bits, as a radix sort ranks its keys (GPUSorting's
// Downsweep), with lanes masked off by a divergent branch.
// WAVE-SIZE-DEPENDENT
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {
// RUN-SPEC:   "Out": {"zero": 4096}}}
// CHECK-LABEL: main:
// CHECK-NOT: v_lshrrev_b64
// CHECK-NOT: v_ashrrev_i64
// CHECK: s_and_b64 s{{\[}}[[LO:[0-9]+]]:[[HI:[0-9]+]]{{\]}}, vcc, exec
// CHECK: v_xor_b32_e32 {{v[0-9]+}}, s[[LO]], {{v[0-9]+}}
// CHECK: v_xor_b32_e32 {{v[0-9]+}}, s[[HI]], {{v[0-9]+}}
// CHECK: v_lshrrev_b32_e32 {{v[0-9]+}}, 8, {{v[0-9]+}}
// CHECK: v_ashrrev_i32_e32 {{v[0-9]+}}, 4, {{v[0-9]+}}
// CHECK: s_endpgm
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    uint key = i * 2654435761u ^ (i >> 3);
    uint o = i * 8;
    uint2 flags = 0xffffffff;
    [unroll]
    for (uint k = 0; k < 4; ++k)
    {
        bool t = (key >> (k + 3)) & 1;
        uint4 ballot = WaveActiveBallot(t);
        flags.x &= (t ? 0 : 0xffffffff) ^ ballot.x;
        flags.y &= (t ? 0 : 0xffffffff) ^ ballot.y;
    }
    Out[o + 0] = flags.x;
    Out[o + 1] = flags.y;
    if (i % 3 != 0)
    {
        uint4 b = WaveActiveBallot((key & 4) != 0);
        Out[o + 2] = b.y ^ i;
        Out[o + 3] = b.x + b.z + b.w;
    }
    uint64_t u = ((uint64_t)key << 27) * 0x9E3779B97F4A7C15ull + i;
    int64_t s = (int64_t)u;
    Out[o + 4] = (uint)(u >> 32);
    Out[o + 5] = (uint)(u >> 40);
    Out[o + 6] = (uint)(int)(s >> 36);
    Out[o + 7] = (uint)u;
}
