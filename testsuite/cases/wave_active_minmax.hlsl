// WaveActiveMin/Max/BitOr/BitAnd/BitXor over uint, int and float, in full
// waves and inside a divergent branch.
// WAVE-SIZE-DEPENDENT
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 4096}}}
// REPORT: vgprs <= 32
// Reductions as DPP min/max/or/and/xor; two-wave groups allow 8 waves per
// SIMD (16 workgroups per CU).
// CHECK-LABEL: main:
// CHECK: v_min_u32_dpp
// CHECK: v_max_u32_dpp
// CHECK: v_or_b32_dpp
// CHECK: v_and_b32_dpp
// CHECK: v_xor_b32_dpp
// CHECK: v_min_i32_dpp
// CHECK: v_max_i32_dpp
// REPORT: waves_by_workgroup == 8
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(128, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    uint v = (i * 2654435761u) >> 7;
    int s = (int)((i * 37) % 91) - 45;
    float f = (float)s * 0.5f;
    uint o = i * 8;
    Out[o] = WaveActiveMin(v);
    Out[o + 1] = WaveActiveMax(v);
    Out[o + 2] = WaveActiveBitOr(v & 0xf0f0);
    Out[o + 3] = WaveActiveBitAnd(v | 0x1000);
    Out[o + 4] = WaveActiveBitXor(v);
    Out[o + 5] = (uint)WaveActiveMin(s) ^ ((uint)WaveActiveMax(s) << 16);
    Out[o + 6] = asuint(WaveActiveMax(f) - WaveActiveMin(f));
    if ((v & 3) == 1)
        Out[o + 7] = WaveActiveMax(v) + WaveActiveMin(i);
}
