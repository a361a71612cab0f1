// A wave reduction in a loop whose lanes leave at different iterations,
// read after the loop: found by the differential fuzzer (testsuite/fuzz),
// reduced from seed 7304589. hlslc left the total in the SGPR the last
// iteration wrote, so lane 0, which left after the first iteration, read
// the minimum over the lanes of a later one (want 0x8000000a, got
// 0x8000000b). See wave_result_leaves_divergent_loop for the other wave
// results.
// WAVE-SIZE-DEPENDENT
// RUN-FLAGS: -T cs_6_2 -enable-16bit-types
// FLOAT: FOut f32
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [6, 25, 64983327, 1, 2, 3667473653, 692627398, 36, 65, 2313069911, 88, 2147483647, 2, 65, 3327970240, 
// RUN-SPEC:     80, 4294967295, 52, 35, 67, 55, 89, 1942495883, 34, 2223486390, 62, 31, 85, 4225401109, 2169927035, 
// RUN-SPEC:     80, 1, 65536, 99, 2090028733, 2458793219, 7, 256, 32, 7, 4212081282, 33, 46, 240557104, 65535, 
// RUN-SPEC:     4239491991, 3831716011, 3827266763, 0, 255, 25, 32, 2787557236, 87, 47, 2177954359, 32, 2301757494, 
// RUN-SPEC:     7, 2147483648, 0, 1025834814, 89, 255]},
// RUN-SPEC:   "FIn": {"f32": [30.75, -5.4375, -1.25, -42.4375, -60, -46.375, 25.5, -50.125, 8.25, 31, -20.125, -18.8125, 
// RUN-SPEC:     6.875, 3.75, -17.8125, 23.5625, 47.375, 10.375, -41.5, 34.5, -39.125, 11.4375, 0.0625, 48.875, 
// RUN-SPEC:     -6.6875, 31.3125, -40.3125, -38.75, 31.625, -14.625, 36.1875, 11.4375]},
// RUN-SPEC:   "CB": {"cu0": 1, "cu1": 2854187079, "ci0": -100, "cf0": -3.25},
// RUN-SPEC:   "Out": {"zero": 2304}, "FOut": {"zero": 1536}}}
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

uint helper(uint a, inout int b)
{
    uint h = a ^ 0x5bd1e995u;
    if ((max(((15) * (int)h), (b << ((int)In[a & 63u] & 31))) > (b % (((37) & 15) | 1)))) {
        h = (max(WaveActiveSum(WaveGetLaneIndex()), (21u ^ h)) << ((uint)(((uint64_t)(int64_t)b ^ (uint64_t)WaveGetLaneIndex()) % 27728ull) & 31u));
        h ^= h;
    } else {
        if (((h >= cu1) || ((a & h) >= a))) {
            return (max(In[h & 63u], 1480068220u) ^ ((WaveIsFirstLane() ? 1u : 0u) << (3615714505u & 31u)));
        }
    }
    return (((uint)b * 564717520u + 643u) * (37u ^ a));
}

[numthreads(64, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID, uint3 gid : SV_GroupID, uint3 gtid : SV_GroupThreadID, uint gi : SV_GroupIndex)
{
    uint tid = (gid.y * 1 + gid.x) * 64 + gi;
    uint u0 = dtid.x;
    uint u1 = tid * 705u;
    int i0 = (int)In[(tid * 13u + 2u) & 63];
    int i1 = (int)gi - 32;
    int i2 = (int)In[tid & 63];
    float f0 = cf0;
    float f1 = FIn[tid & 31];
    float f2 = (float)(gi & 63) * 0.25f;
    uint arr[4] = {u0, u1, 7u, tid};
    {
        uint k0 = 0;
        do {
            k0++;
            i2 = WaveActiveMin(((int)In[gi & 63u] - (-11)));
        } while (k0 < (u0 % 5u));
    }
    Out[tid * 9 + 0] = u0;
    Out[tid * 9 + 1] = u1;
    Out[tid * 9 + 2] = (uint)i0;
    Out[tid * 9 + 3] = (uint)i1;
    Out[tid * 9 + 4] = (uint)i2;
    FOut[tid * 6 + 0] = f0;
    FOut[tid * 6 + 1] = f1;
    FOut[tid * 6 + 2] = f2;
}
