// A loop-carried value (u1, xored with a wave reduction each iteration) read after the
// loop. Found by the differential fuzzer (seed 7129355), LLVM path only: llc-19's
// SIFormMemoryClauses left wrong live intervals (its machine verifier reports "No live
// subrange at use"), and the loop header's copy of u1 was dropped, so the loop read a
// register holding a constant of the prologue (0x7fffffff). The LLVM path now runs llc
// with -amdgpu-max-memory-clause=1 (testsuite.LLVMArgs).
// WAVE-SIZE-DEPENDENT
// RUN-FLAGS: -T cs_6_2 -enable-16bit-types
// FLOAT: FOut f32
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [1784817154, 34, 3368798618, 677342556, 53, 3240178667, 255, 20, 4, 4294967294, 59, 2263326683, 
// RUN-SPEC:     31, 852919519, 46, 1620609854, 7, 992133251, 1, 96, 727631683, 2400221765, 255, 591786767, 
// RUN-SPEC:     255, 33, 2147483647, 31, 3729760906, 1, 31, 13, 2374370987, 2147483648, 3915957141, 1912137114, 
// RUN-SPEC:     2, 3803413350, 3558263339, 393339020, 97, 47, 86, 0, 255, 81, 1, 65535, 6, 27, 65535, 31, 75189259, 
// RUN-SPEC:     3991777140, 1581131715, 24, 46, 4294967295, 4294967295, 255, 493909047, 3299443012, 3167672054, 
// RUN-SPEC:     65536]},
// RUN-SPEC:   "FIn": {"f32": [-36.1875, -47.375, -58.0625, 43.3125, 36.5625, -25.125, -9.3125, -29.375, 48.6875, -48.25, 
// RUN-SPEC:     49.0625, -53, -62.8125, 58.125, -25.6875, -18.6875, -21.5625, -53, -46.125, 49.0625, 1, -22.3125, 
// RUN-SPEC:     -13.8125, 16.75, 42.1875, 11.25, -37.0625, -15.125, -19.6875, -8.625, 13.375, 51.875]},
// RUN-SPEC:   "CB": {"cu0": 0, "cu1": 4232478418, "ci0": -88, "cf0": 4.5},
// RUN-SPEC:   "Raw": {"zero": 1600},
// RUN-SPEC:   "Out": {"zero": 3200}, "FOut": {"zero": 2000}}}
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

[numthreads(100, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID, uint3 gid : SV_GroupID, uint3 gtid : SV_GroupThreadID, uint gi : SV_GroupIndex)
{
    uint tid = (gid.y * 1 + gid.x) * 100 + gi;
    uint u0 = In[dtid.x & 63];
    uint u1 = In[gi & 63];
    int i0 = -161;
    int i1 = (int)gi - 32;
    float f0 = FIn[tid & 31];
    float f1 = (float)(gi & 63) * 0.25f;
    uint arr[4] = {u0, u1, 7u, tid};
    if ((clamp((cu0 + 33u), 5u, 4528u) != (cu0 + 53u))) {
        u0 = 53u;
        for (uint k0 = 0; k0 < (cu0 & 3u) + 1u; k0++) {
            if ((((int)f1 << ((9) & 31)) < (int)u0)) {
                u0 = k0;
            }
            u1 ^= WaveActiveBitXor(reversebits(min(u0, WaveGetLaneIndex())));
        }
        if (((int)(((-62) <= ci0) ? (-2.25f) : cf0) <= ((int)gid.x ^ (-64)))) {
            u1 += ((uint)abs(floor((float)(u1 & 4095u))) / ((uint)(double)(uint16_t)(int16_t)(int)dtid.x - 50 | 1u));
        } else {
            u1 += Raw.Load2(tid * 16 + 8).x;
        }
    }
    Out[tid * 8 + 0] = u0;
    Out[tid * 8 + 1] = u1;
    Out[tid * 8 + 2] = (uint)i0;
    Out[tid * 8 + 3] = (uint)i1;
    FOut[tid * 5 + 0] = f0;
    FOut[tid * 5 + 1] = f1;
}
