// A value that lanes carry through a divergent branch they skip, in the VGPR
// that llc-19 also picks to reload the lanes of its SGPR spills whole-wave:
// lane 0 takes the `continue` (u0 = 0 stays), the other lanes run the
// accumulator block, whose 72 uint2s make llc spill SGPRs to lanes of a VGPR.
// llc copies u0 into v0 before s_and_saveexec, and inside the branch reloads
// the SGPR-spill VGPR into v0 with EXEC = -1 (s_or_saveexec_b64 s[100:101],
// -1; buffer_load_dword v0 ... offset:288): the lanes outside the branch get
// the spilled SGPRs' words (lane 0: the constant buffer's address low word,
// 0x80000) in place of their u0, and the loop header copies that into v178.
// Found by the differential fuzzer (seed 5335, the register-pressure programs,
// testsuite/fuzz/pressure.go), LLVM path only; hlslc's own paths agree with the
// interpreter. Register-allocation sensitive: small edits make llc pick
// another register. The fuzzer's LLVM path skips programs whose llc code
// spills SGPRs (testsuite/fuzz/run.go): the pressure programs met this bug
// again (seed 7390341: the same whole-wave reloads).
// XFAIL: llvm: llc-19 reloads its SGPR-spill VGPR whole-wave into a register that holds a live value of the lanes outside the branch
// RUN-FLAGS: -T cs_6_2 -enable-16bit-types
// FLOAT: FOut f32
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [337477676, 65535, 81, 2038553747, 75, 31, 3, 1446285985, 65536, 32, 2992723789, 65, 1272274433, 
// RUN-SPEC:     255, 66, 3498763066, 875407629, 2425617632, 91, 560995492, 44, 1038217859, 2, 76, 31, 62, 50, 
// RUN-SPEC:     0, 96, 16, 2533828695, 99, 85, 8, 32, 65536, 3, 65535, 171121481, 0, 4294967294, 7, 136037568, 
// RUN-SPEC:     2, 2, 2718827212, 86, 34, 5, 8, 3469581888, 10, 4291663506, 1, 1347024651, 256, 65536, 93, 
// RUN-SPEC:     2032173857, 608436901, 84, 4001098007, 32, 2627281088]},
// RUN-SPEC:   "CB": {"cu0": 4, "cu1": 2587815329, "ci0": -92, "cf0": -23},
// RUN-SPEC:   "Raw": {"zero": 1024},
// RUN-SPEC:   "Out": {"zero": 2048}, "FOut": {"zero": 1280}}}
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);
RWStructuredBuffer<float> FOut : register(u1);
RWByteAddressBuffer Raw : register(u2);
cbuffer CB : register(b0)
{
    uint cu0;
    uint cu1;
    int ci0;
    float cf0;
};

[numthreads(4, 4, 4)]
void main(uint3 dtid : SV_DispatchThreadID, uint3 gid : SV_GroupID, uint3 gtid : SV_GroupThreadID, uint gi : SV_GroupIndex)
{
    uint tid = (gid.y * 1 + gid.x) * 64 + gi;
    uint u0 = gi;
    uint u1 = dtid.x;
    int i1 = (int)gi - 32;
    float f0 = cf0;
    float f1 = (float)(gi & 63) * 0.25f;
    {
        uint k0 = 0;
        do {
            k0++;
            Raw.Store<uint16_t4>(tid * 16 + 8, ((uint16_t4)((int16_t4)uint16_t4(13335, 7, 36176, 65535) >> ((uint16_t4)uint4(u1, 613134931u, In[(tid * 12u + 54u) & 63u], 3215648803u) & (uint16_t)15))).yxwz);
            for (uint k1 = 0; k1 < (cu0 & 3u) + 1u; k1++) {
                if (((((uint)i1 | u0) & 5u) == 0u)) {
                    continue;
                }
                {
                    uint2 acc[72];
                    [unroll] for (uint pj = 0u; pj < 72u; pj++) acc[pj] = uint2(u0 + pj, (uint)(int)(int16_t)(uint16_t)cu1 ^ (pj * 0x9e3779b9u));
                    for (uint pk = 0u; pk < (cu0 & 3u) + 1u; pk++) {
                        uint2 b = uint2(In[(pk + u0) & 63u], pk ^ u1);
                        [unroll] for (uint pj = 0u; pj < 72u; pj++) acc[pj] = acc[pj] * b + (acc[(pj + 53u) % 72u] >> 6u);
                    }
                    [unroll] for (uint pj = 0u; pj < 72u; pj++) u0 = u0 * 31u + acc[pj].x + acc[pj].y * 3u;
                }
            }
        } while (k0 < (u1 % 5u));
    }
    Out[tid * 8 + 0] = u0;
    Out[tid * 8 + 1] = u1;
    Out[tid * 8 + 3] = (uint)i1;
    FOut[tid * 5 + 0] = f0;
    FOut[tid * 5 + 1] = f1;
}
