// A spilled value read by a wave sum (the DPP scan opens EXEC to the whole
// wave and selects its input there) in a loop some lanes have left through
// a divergent break, their exit value waiting in a register. The reload
// before the scan's select wrote every lane of its temporary, which took
// the register of the waiting lanes' hw.x (u1's high half came out wrong
// in them with 16 VGPRs). A reload or rematerialization before an
// instruction that writes a linear VGPR now gets a linear temporary
// (regalloc/vspill.go, writesLinear). Found by the differential fuzzer
// (seed 7350293, its path with 16 VGPRs), with uint16_t4 in place of uint4.

// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [65535, 19, 25, 3185135750, 107803101, 31, 56, 76, 32, 3, 256, 3125772660, 2147483648, 2370596030, 
// RUN-SPEC:     2147483648, 35, 642603080, 1, 31, 4121204823, 31, 92, 45, 4294967295, 2183849924, 4294967295, 
// RUN-SPEC:     4294967294, 24, 2531291699, 2147483648, 2147483648, 32, 0, 0, 3, 256, 58, 14, 2147483648, 283168007, 
// RUN-SPEC:     3852204678, 4294967294, 65536, 65536, 52, 461251652, 86, 11, 1502325734, 65535, 3211271745, 
// RUN-SPEC:     3714835890, 24, 4294967295, 1273220605, 91, 1745514611, 3528896725, 59, 0, 36, 25, 65535, 40]},
// RUN-SPEC:   "FIn": {"f32": [10.3125, -40.6875, 56.375, 7.125, -56.125, 17.25, 41.125, -11.375, 15.25, 9.125, -62.625, -32.375, 
// RUN-SPEC:     7.5, 41.1875, 43.1875, -12.9375, 8.25, -10.875, 58.1875, 29.875, -24.1875, 12.875, 34.25, 22.625, 
// RUN-SPEC:     42.3125, 33.1875, 1.9375, 46.625, 19.25, -5.1875, 13.25, -49.875]},
// RUN-SPEC:   "CB": {"cu0": 1, "cu1": 1608696357, "ci0": 37, "cf0": 23.25},
// RUN-SPEC:   "Raw": {"zero": 1024},
// RUN-SPEC:   "Out": {"zero": 3840}, "FOut": {"zero": 2304}}}
StructuredBuffer<uint> In : register(t0);
StructuredBuffer<float> FIn : register(t1);
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
struct VS
{
    uint2 p;
    float f;
};

[numthreads(64, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID, uint3 gid : SV_GroupID, uint3 gtid : SV_GroupThreadID, uint gi : SV_GroupIndex)
{
    uint tid = (gid.y * 1 + gid.x) * 64 + gi;
    uint u0 = In[dtid.x & 63];
    uint u1 = tid * 602u;
    uint u2 = cu1 ^ tid;
    uint u3 = cu1 ^ tid;
    uint4 va = uint4(u0, tid, gi, 0x9e3779b9u);
    VS vs = { uint2(tid * 3u, u0 ^ 0xffu), 1.5f };
    uint4 hw = uint4(u1, tid * 977u, u0 >> 16, 0xfffeu);
    u0 += Raw.Load3(tid * 16 + 0).x;
    {
        uint k0 = 0;
        for (;;) {
            k0++;
            if (k0 > (cu0 & 3u) + 1u) break;
            hw = min((uint4)((int4)(hw * hw) >> (hw & 15u)), (max(hw, hw)).wzyx);
            if ((max(countbits(u2), (k0 / (tid | 1u))) <= (u3 % ((gi & 255u) + 1u)))) {
                break;
            }
            va[(uint)abs(FIn[(tid * 4u + 16u) & 31u]) & 3u] = WaveActiveSum(u0);
        }
    }
    u1 += (uint)hw.x + ((uint)hw.y << 16) + (uint)hw.z * 3u + ((uint)hw.w << 5);
    Out[tid * 15 + 1] = u1;
    Out[tid * 15 + 10] = va.y;
    Out[tid * 15 + 11] = va.z;
    Out[tid * 15 + 12] = va.w;
    Out[tid * 15 + 14] = vs.p.y;
    FOut[tid * 9 + 8] = vs.f;
}
