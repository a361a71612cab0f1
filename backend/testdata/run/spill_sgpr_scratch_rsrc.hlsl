// Private arrays (pv, pf: scratch from the start, their accesses reading
// the scratch V# and wave offset) in a one-thread group, where every value
// is uniform and the arrays of accumulators overflow the SGPRs. With 16
// VGPRs the first allocation round that spilled SGPRs spilled the scratch
// V# too, deleting its register, and when the lanes of the spilled SGPRs
// then pushed the VGPRs over the limit, the VGPR spill code named the
// deleted register ("%[0:3] is not a virtual register of the function").
// The allocator now keeps the scratch V# and offset unspillable from the
// first SGPR spill round on, as from the first VGPR spill
// (regalloc/vspill.go, keepScratch). Found by the differential fuzzer
// (TestFuzz seed 143 with the private-array programs of session 22, its
// path with 16 VGPRs).
// FLOAT: FOut f32
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [65536, 72, 32, 4294967295, 65535, 33, 62, 77, 256, 3643274287, 4294967294, 36, 2, 65536, 2, 
// RUN-SPEC:     3972531708, 31, 2685108602, 5, 45, 7, 255, 4294967295, 0, 32, 33, 32, 1488447711, 2406237243, 
// RUN-SPEC:     1337106821, 3430848983, 2, 3329197676, 32, 4294967295, 0, 14, 255, 9, 2582683745, 2147483647, 
// RUN-SPEC:     255, 4294967295, 586852901, 7, 29, 37, 76, 59, 2, 461118148, 936462235, 1775873415, 60, 1539318169, 
// RUN-SPEC:     49, 17, 2285626728, 3195454891, 3, 318897735, 2231756281, 51, 33578257]},
// RUN-SPEC:   "FIn": {"f32": [17.5, -44.75, 31.25, 14.4375, -42.875, -14.5625, -2.8125, -11.9375, 5.5, -38.625, -49.3125, 
// RUN-SPEC:     51.25, -43.5, 29.0625, -57.75, -55.5625, -63.75, 23.8125, -26.5, 49.375, 35.625, 51.5625, -48.9375, 
// RUN-SPEC:     0, 17.75, 20.9375, -16.75, 10.1875, -32.9375, 26.9375, -31.4375, 34.375]},
// RUN-SPEC:   "CB": {"cu0": 8, "cu1": 1148442393, "ci0": 69, "cf0": -26.75},
// RUN-SPEC:   "Out": {"zero": 56}, "FOut": {"zero": 36}}}
StructuredBuffer<uint> In : register(t0);
StructuredBuffer<float> FIn : register(t1);
RWStructuredBuffer<uint> Out : register(u0);
RWStructuredBuffer<float> FOut : register(u1);
cbuffer CB : register(b0)
{
    uint cu0;
    uint cu1;
    int ci0;
    float cf0;
};
struct VS
{
    uint2 p;
    float f;
};

[numthreads(1, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID, uint3 gid : SV_GroupID, uint3 gtid : SV_GroupThreadID, uint gi : SV_GroupIndex)
{
    uint tid = (gid.y * 1 + gid.x) * 1 + gi;
    uint u0 = dtid.x;
    uint u1 = tid * 763u;
    uint u2 = In[gi & 63];
    int i0 = (int)gi - 32;
    float f0 = FIn[tid & 31];
    uint4 va = uint4(u0, tid, gi, 0x9e3779b9u);
    float4 vf = float4(f0, (float)(gi & 15u) * 0.5f, -2.0f, 0.25f);
    VS vs = { uint2(tid * 3u, u0 ^ 0xffu), 1.5f };
    uint pv[12];
    for (uint q = 0u; q < 12u; q++) pv[q] = (u0 ^ (q * 0x9e3779b9u)) + tid * q;
    float pf[8];
    for (uint q = 0u; q < 8u; q++) pf[q] = (float)((u1 >> q) & 255u) * 0.25f - 16.0f;
    if ((firstbitlow((~(uint64_t)(int64_t)(int)u2)) > (u2 ^ u2))) {
        f0 = clamp(floor(f0 + pf[7u]), -4096.0f, 4096.0f);
        {
            uint4 acc[40];
            [unroll] for (uint pj = 0u; pj < 40u; pj++) acc[pj] = uint4(u0 + pj, u1 * pj, (u0 * cu1) ^ pj, 7u * pj);
            [loop] for (uint pk = 0u; pk < (u0 & 7u); pk++) {
                uint4 b = uint4(In[(pk + u2) & 63u], In[(pk * 3u + gi) & 63u], pk, u2);
                [unroll] for (uint pj = 0u; pj < 40u; pj++) acc[pj] = acc[pj] + (b << (pj & 7u)) - acc[(pj + 32u) % 40u];
                if (((acc[32].x ^ b.y) & 5u) == 0u) break;
            }
            [unroll] for (uint pj = 0u; pj < 40u; pj++) u1 = u1 * 31u + acc[pj].x + acc[pj].y * 3u + acc[pj].z * 5u + acc[pj].w * 7u;
        }
        vf = clamp(floor(vf.yxwz * 0.5f + vf), -4096.0f, 4096.0f);
        i0 -= firstbithigh(((int)gi / (((!(((dot(va.yyx, uint3(6u, 4u, 4u)) & 1u) != 0u)) ? (int)dtid.x - 50 : i0) & 15) | 1)));
    }
    {
        int3x3 im = int3x3((ci0 / ((i0 & 15) | 1)), i0, (0), i0, (-(int)In[gi & 63u]), i0, (2), i0, (int)u0);
        int3 iv = mul(im, int3(i0, (int)518872352u, (-1)));
        u2 ^= (uint)iv[2] + (uint)im[((cu0 - (uint)ci0) % 3u)][(cu1 % 3u)] * 3u;
    }
    {
        uint ia1 = clamp(min((uint)i0, In[tid & 63u]), 43u, 2181u);
        uint iz = (min(ia1, ia1) * ((uint)ci0 / ((uint)ci0 | 1u)));
        uint ac0 = u0, ac1 = u2;
        u2 ^= ac0 + ac1 * 3u + iz;
    }
    {
        uint4 acc[64];
        [unroll] for (uint pj = 0u; pj < 64u; pj++) acc[pj] = uint4(u1 + pj, u0 * pj, (((uint64_t)4u << 32 | va.w) != 0xffffffffffffffffull ? 40u : 24u) ^ pj, 7u * pj);
        [loop] for (uint pk = 0u; pk < 4; pk++) {
            uint4 b = uint4(In[(pk + u2) & 63u], In[(pk * 3u + tid) & 63u], pk, u0);
            [unroll] for (uint pj = 0u; pj < 64u; pj++) acc[pj] = acc[pj] + (b << (pj & 7u)) - acc[(pj + 60u) % 64u];
            if (((acc[24].x ^ b.y) & 7u) == 0u) break;
        }
        [unroll] for (uint pj = 0u; pj < 64u; pj++) u2 = u2 * 31u + acc[pj].x + acc[pj].y * 3u + acc[pj].z * 5u + acc[pj].w * 7u;
    }
    for (uint q = 0u; q < 12u; q++) u0 = u0 * 31u + pv[q];
    {
        float s = 0.0f;
        for (uint q = 0u; q < 8u; q++) s += pf[q];
        f0 = clamp(floor(f0 + s), -4096.0f, 4096.0f);
    }
    Out[tid * 14 + 0] = u0;
    Out[tid * 14 + 2] = u2;
    FOut[tid * 9 + 0] = f0;
    Out[tid * 14 + 13] = vs.p.y;
    FOut[tid * 9 + 4] = vf.x;
    FOut[tid * 9 + 5] = vf.y;
    FOut[tid * 9 + 7] = vf.w;
}
