// A spilled SGPR rematerialized from the wrong instruction: found by the
// differential fuzzer (testsuite/fuzz, seed 7016770, reduced). Coalescing
// deleted copies that became self-moves from a block but not their entries
// in the allocator's per-instruction references, so the spiller (its
// costs and its rematerialization's definition scan) paired each later
// instruction with the previous one's references: Out word 4 read 0. Fixed in regalloc's coalesce (TestCoalesceKeepsRefsAligned).
// WAVE-SIZE-DEPENDENT
// RUN-FLAGS: -T cs_6_2 -enable-16bit-types
// FLOAT: FOut f32
// FLOAT: R1 f32
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [389566505, 94, 647570474, 7, 32, 77, 33, 43, 33, 1253047736, 9, 1254840857, 52, 78, 1829403191, 
// RUN-SPEC:     66, 59, 32, 2, 2824672968, 2071486283, 4187956847, 3595261105, 32, 1195471675, 7, 96, 8, 4294967295, 
// RUN-SPEC:     7, 65535, 73, 241247318, 31, 53, 3907502792, 164357916, 1491970502, 32, 2147483648, 30625754, 
// RUN-SPEC:     685114856, 96, 33, 255, 2349912526, 1854632097, 634107904, 65536, 94, 41, 93, 679889465, 46, 
// RUN-SPEC:     3786797272, 12, 41, 32, 7, 3456847132, 4294967294, 31, 2335087976, 1373605386]},
// RUN-SPEC:   "FIn": {"f32": [62, 39.6875, 43.875, -22.125, -44.1875, 42.5, 54.0625, 35.25, 29.875, 29.875, 16.125, -10.875, 
// RUN-SPEC:     32.875, -53.25, 18.875, -42.3125, -18.9375, 3.875, -51.5, -28.125, -54.5, 58.375, 53.0625, 
// RUN-SPEC:     -18.6875, -16.1875, -9.6875, -0.5, 56.5, 29.875, 1, -49.375, -52.3125]},
// RUN-SPEC:   "CB": {"cu0": 1, "cu1": 1373718905, "ci0": 86, "cf0": 15.75},
// RUN-SPEC:   "SAcc": {"i32": [0, 2147483647, -2147483648, 0]},
// RUN-SPEC:   "TB": {"u32": [58, 24, 56, 41, 4098238511, 97, 52, 16, 34, 82, 25, 0, 15, 37, 16, 59, 55, 65, 54, 51, 19, 
// RUN-SPEC:     97, 94, 63, 1435966575, 33, 40, 62, 4262670499, 43, 67, 73, 35, 2, 49, 21, 1756284784, 96, 
// RUN-SPEC:     72, 64, 8, 98, 89, 36, 57, 69, 18, 92, 2, 64, 8, 10, 1572374003, 39, 1995430821, 73]},
// RUN-SPEC:   "T1": {"i32": [-83, 78, -58, -38, 73, -3], "dims": [6]},
// RUN-SPEC:   "T2": {"i32": [-67, 40, -31, -64, -46, 14, 70, -63, 81, -80, -74, -88, 26, 74, -9], "dims": [1, 5]},
// RUN-SPEC:   "TA": {"f32": [35.875, -0.9375, -9.625, 2.25, 4.375, 45.1875, -24.9375, -14.75, 21.125, -11, -10.75, -18.375, 
// RUN-SPEC:     -34.5, 60, 51.375, 60.0625, 19.875, 34.125, -19.625, -62.1875, 1.1875, 0.125, 26.125, -32.9375], "dims": [2, 3, 1]},
// RUN-SPEC:   "R1": {"f32": [-21.8125, 14.5625, 11.5, -20.8125, -50.5, 0, -54.5, 47.8125], "dims": [2]},
// RUN-SPEC:   "R2": {"u32": [15, 24, 1556539882, 949897984, 72, 56, 53, 218290800, 75, 8, 66, 12, 53, 19, 1517703713, 88, 
// RUN-SPEC:     18, 72, 254539058, 262140665, 46, 66, 81, 51, 2475118476, 27, 37, 47, 40, 44, 88, 77, 26, 60, 
// RUN-SPEC:     3261492076, 79, 32, 90, 59], "dims": [13, 1]},
// RUN-SPEC:   "R3": {"i32": [-89, 85, 81, 42, -88474001, 97, 32, -66, 94, 42, -241688322, -67, 74, -20, -68, -773152301], "dims": [2, 4, 2]},
// RUN-SPEC:   "RA": {"u32": [61, 74, 96, 74, 38, 44, 15, 5, 11, 56, 24, 11, 87, 239945597, 72, 97, 86, 66, 48, 34, 11, 84, 
// RUN-SPEC:     55, 56, 73, 21, 69, 492684136, 83, 11, 22, 32, 48, 52, 42, 9, 92, 37, 59, 35, 96, 66, 33, 37, 
// RUN-SPEC:     36, 64, 80, 1249810753], "dims": [3, 4, 1]},
// RUN-SPEC:   "OB": {"u32": [58, 31]},
// RUN-SPEC:   "AB": {"u32": [80, 3253279470, 69, 1165782432, 49, 70, 18, 3208378663, 95, 12, 44, 8]},
// RUN-SPEC:   "Out": {"zero": 40}, "FOut": {"zero": 20}}}
StructuredBuffer<uint> In : register(t0);
StructuredBuffer<float> FIn : register(t1);
RWStructuredBuffer<uint> Out : register(u0);
RWStructuredBuffer<float> FOut : register(u1);
RWByteAddressBuffer Raw : register(u2);
RWStructuredBuffer<uint> Acc : register(u3);
RWStructuredBuffer<int> SAcc : register(u4);
RWByteAddressBuffer RawAcc : register(u5);
cbuffer CB : register(b0)
{
    uint cu0;
    uint cu1;
    int ci0;
    float cf0;
};
Buffer<uint2> TB : register(t2);
Texture1D<int> T1 : register(t3);
Texture2D<int3> T2 : register(t4);
Texture3D<float3> T3 : register(t5);
Texture2DArray<float4> TA : register(t6);
RWBuffer<uint3> RB : register(u6);
RWTexture1D<float4> R1 : register(u7);
RWTexture2D<uint3> R2 : register(u8);
RWTexture3D<int> R3 : register(u9);
RWTexture2DArray<uint4> RA : register(u10);
RWBuffer<uint> OB : register(u11);
RWBuffer<uint> AB : register(u12);
RWTexture2D<int> AT : register(u13);

[numthreads(1, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID, uint3 gid : SV_GroupID, uint3 gtid : SV_GroupThreadID, uint gi : SV_GroupIndex)
{
    uint tid = (gid.y * 1 + gid.x) * 1 + gi;
    uint u0 = 4019862532u;
    uint u1 = dtid.x;
    uint u2 = cu1 ^ tid;
    uint u3 = 3405729861u;
    int i0 = ci0 * (int)dtid.x;
    int i1 = (int)In[tid & 63];
    float f0 = (float)(gi & 63) * 0.25f;
    float f1 = FIn[tid & 31];
    uint arr[4] = {u0, u1, 7u, tid};
    if (WaveActiveAllTrue((((cu0 > 39u) ? cf0 : f1) < f1))) {
        u3 += RA[uint3(tid % 3u, (tid / 3u) % 4u, tid / 12u)].x;
        { uint d0, d1, d2; T2.GetDimensions(0u, d0, d1, d2); u1 += d0 * 1u + d1 * 100u + d2 * 10000u; }
    }
    R1[tid].yxz = float3(clamp(floor(TA[uint3((uint)abs(cf0), ((uint)(half)((uint16_t)(int16_t)i0 & (uint16_t)0x7fff) & 63u), 3951196554u)].y * 16.0f) * 0.0625f, -4096.0f, 4096.0f), clamp(floor(min((float)(u1 & 4095u), f1) * 16.0f) * 0.0625f, -4096.0f, 4096.0f), clamp(floor(((f1 * 0.5f) - ((float)(i1 >> 20) * 0.5f)) * 16.0f) * 0.0625f, -4096.0f, 4096.0f));
    if ((!((cu0 != 46u)) && ((uint)(uint64_t)cu0 == 16u))) {
        for (uint k0 = 0; k0 < (u1 % 5u); k0++) {
            if (((clamp(WaveGetLaneIndex(), 26u, 2467u) < u1) && ((u0 + 3292217069u) >= u1))) {
            } else {
                u3 ^= (clamp((cu0 ^ R2.Load(uint2(tid % 13u, tid / 13u)).z), 26u, 1530u) * (WavePrefixProduct(OB[tid]) / (clamp(u3, 1u, 1271u) | 1u)));
                InterlockedAnd(AB[(WaveActiveBallot((cf0 != cf0)).y & 1u) * 6u + 3u], (WavePrefixProduct((uint)abs(clamp(R1[tid].w, -4096.0f, 4096.0f))) / ((0x100000000ull < ((uint64_t)u0 << 32 | k0) ? 28u : 19u) | 1u)));
                u3 = (min((u0 << (gtid.y & 31u)), ((WaveIsFirstLane() ? 1u : 0u) ^ TB.Load(((WaveActiveAllTrue((1704899952u <= u3)) ? gid.x : u2) % 30u)).x)) * (uint)((-27) - i1));
            }
            FOut[tid * 5 + 3] = rsqrt(abs(cf0) + 0.5f);
            if (WaveActiveAllTrue((((WaveIsFirstLane() ? 1u : 0u) / ((uint)T1.Load(int2((int)WaveActiveBallot(((In[u2 & 127u] & 7u) == 0u)).y, 1)) | 1u)) < In[u3 & 127u]))) {
                continue;
            }
        }
        if ((((uint)R3.Load(uint3(tid % 2u, (tid / 2u) % 4u, tid / 8u + 2u)) >> ((u1 - u2) & 31u)) < (3846141866u ^ 807877513u))) {
            f0 = clamp(floor((float)(RA.Load(uint3(tid % 3u, (tid / 3u) % 4u, tid / 12u)).w & 4095u) * 16.0f) * 0.0625f, -4096.0f, 4096.0f);
        } else {
            { uint o; InterlockedAdd(OB[(0xffffffffu - tid)], (uint)((int64_t)15112601702687442019ull < (int64_t)(uint64_t)In[u1 & 63u] ? 1u : 0u), o); u1 += o; }
            FOut[tid * 5 + 2] = rsqrt(abs((WaveActiveSum((float)(T2[uint2((u2 % 3u), ((In[dtid.x & 63u] + cu0) % 7u))].y >> 20)) + WaveActiveSum(FIn[u0 & 31u]))) + 0.5f);
        }
    } else {
        i0 += ((81) ^ ((T1.Load(int2((int)((uint)i0 & 63u), (int)(63u & 1u)), 1) % ((i1 & 15) | 1)) - (int)u2));
        for (uint k1 = 0; k1 < (cu0 & 3u) + 1u; k1++) {
            InterlockedAdd(SAcc[3], i1);
        }
    }
    Out[tid * 10 + 0] = u0;
    Out[tid * 10 + 1] = u1;
    Out[tid * 10 + 2] = u2;
    Out[tid * 10 + 3] = u3;
    Out[tid * 10 + 4] = (uint)i0;
    Out[tid * 10 + 5] = (uint)i1;
    FOut[tid * 5 + 0] = f0;
    FOut[tid * 5 + 1] = f1;
}
