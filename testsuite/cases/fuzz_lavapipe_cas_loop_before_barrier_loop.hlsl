// A compare-exchange loop (lanes raising gc[1] to their x) followed by a
// Hillis-Steele scan whose loop holds barriers, in a group of 100 threads:
// lavapipe runs threads 96..99 to the end and loses threads 0..95, which
// write none of their outputs (Out and FOut stay 0, also f0 = cf0, which
// depends on nothing). The program has no race: gc[1] is set before a
// barrier, updated only by atomics (the loop starts from a guess) and read
// after a barrier. InterlockedMax in place of the loop, or no scan after it,
// and lavapipe agrees. The interpreter, hlslc's paths and the LLVM path agree.
// Found by the differential fuzzer (lavapipe mode, seed 1041697, the LDS
// programs of testsuite/fuzz/lds.go).
// XFAIL: lavapipe: lavapipe loses the threads of its full SIMD batches when a compare-exchange loop precedes a loop with barriers
// FLOAT: FOut f32
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [2531798944, 0, 32, 31, 368327560, 32, 82, 2249199037, 0, 11, 1388932905, 21, 4294967294, 57, 
// RUN-SPEC:     28, 1114918611, 94, 74, 4294967295, 19, 1487123152, 3527011465, 7, 7, 4294967294, 4294967295, 
// RUN-SPEC:     65536, 1746831952, 1139348009, 3198134237, 75, 31, 4160416573, 84, 27, 1980937482, 61, 65535, 
// RUN-SPEC:     29, 3542820475, 2193497455, 74, 1049229415, 65536, 99, 1643620426, 0, 31, 256, 3189983205, 
// RUN-SPEC:     1206213350, 1, 0, 8, 81, 3258115449, 31, 80, 98, 65536, 79, 2910666512, 32, 256]},
// RUN-SPEC:   "FIn": {"f32": [-22.9375, -3.4375, 0.9375, 9.5625, -58.125, -11.3125, -13.875, 12.125, -48.8125, 15.4375, -32.9375, 
// RUN-SPEC:     -52.5625, 22.125, 62.5625, -7.8125, -7.6875, 16.5, -48.3125, -34, 20.25, -19.625, -24.25, 30.875, 
// RUN-SPEC:     -47, 32.0625, -61.75, 40.875, -20.1875, -35.5, -1.375, 13.625, -25.375]},
// RUN-SPEC:   "CB": {"cu0": 0, "cu1": 2922894255, "ci0": -74, "cf0": -13.5},
// RUN-SPEC:   "Out": {"zero": 3600}, "FOut": {"zero": 2400}}}
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
groupshared uint gl[100];
groupshared uint gc[2];
groupshared uint gwt[2];
RWByteAddressBuffer LAcc : register(u32);

[numthreads(100, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID, uint3 gid : SV_GroupID, uint3 gtid : SV_GroupThreadID, uint gi : SV_GroupIndex)
{
    uint tid = (gid.y * 1 + gid.x) * 100 + gi;
    uint u0 = gi;
    uint u1 = In[(tid * 5u + 15u) & 63];
    uint u2 = gi;
    int i0 = (int)In[tid & 63];
    int i1 = ci0 * (int)dtid.x;
    float f0 = cf0;
    float f1 = (float)(gi & 63) * 0.25f;
    float f2 = FIn[gi & 31];
    uint arr[4] = {u0, u1, 7u, tid};
    if (gi == 0u) gc[1] = 0u;
    GroupMemoryBarrierWithGroupSync();
    {
        uint x = ((u2 % ((3112828107u & 255u) + 1u)) + 90u);
        uint cur = 0u; // a guess: no plain read races with the atomics
        while (cur < x) {
            uint prev;
            InterlockedCompareExchange(gc[1], cur, x, prev);
            cur = prev;
        }
    }
    GroupMemoryBarrierWithGroupSync();
    u2 ^= gc[1];
    GroupMemoryBarrierWithGroupSync();
    gl[gi] = ((uint)i1 << (In[u0 & 63u] & 31u));
    GroupMemoryBarrierWithGroupSync();
    {
        for (uint s = 1u; s < 100u; s <<= 1) {
            uint t = 0u;
            if (gi >= s) t = gl[gi - s];
            GroupMemoryBarrierWithGroupSync();
            gl[gi] = max(gl[gi], t);
            GroupMemoryBarrierWithGroupSync();
        }
    }
    u0 ^= gl[gi];
    u0 ^= gl[99u];
    GroupMemoryBarrierWithGroupSync();
    Out[tid * 9 + 0] = u0;
    Out[tid * 9 + 1] = u1;
    Out[tid * 9 + 2] = u2;
    Out[tid * 9 + 3] = (uint)i0;
    Out[tid * 9 + 4] = (uint)i1;
    FOut[tid * 6 + 0] = f0;
    FOut[tid * 6 + 1] = f1;
    FOut[tid * 6 + 2] = f2;
}
