// WaveActiveMin/Max on floats as DPP reductions over the whole wave (the
// inactive lanes hold +inf / -inf): min and max take one of their operands
// (a NaN lane gives the other value, -0 orders below +0), so the tree gives
// the reference's fold in lane order bit for bit, in full waves, in a
// divergent branch, and with one lane active.
// WAVE-SIZE-DEPENDENT
// LAVAPIPE-SKIP: SPIR-V leaves FMin/FMax of a NaN and of -0 against +0 undefined
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {"Out": {"zero": 1536}}}
// CHECK-LABEL: main:
// CHECK: v_min_f32_dpp {{.*}} row_bcast:31
// CHECK: v_max_f32_dpp {{.*}} row_bcast:31
// CHECK-NOT: s_ff1_i32_b64
// CHECK: s_endpgm
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    uint i = id.x;
    float f = (float)((int)((i * 37) % 91) - 45) * 0.25f;
    if (i % 13 == 5)
        f = asfloat(0x7fc00000u); // NaN: ignored by min and max
    if (i % 17 == 3)
        f = (i & 1) ? -0.0f : 0.0f;
    if (i == 70)
        f = asfloat(0xff800000u); // -inf in the second wave
    uint o = i * 6;
    Out[o] = asuint(WaveActiveMin(f));
    Out[o + 1] = asuint(WaveActiveMax(f));
    if ((i & 3) == 1 || f == 0.0f) {
        Out[o + 2] = asuint(WaveActiveMin(f * 3.0f));
        Out[o + 3] = asuint(WaveActiveMax(-f));
    }
    if (gi == 9) // one lane: its value, or -0 for a zero
        Out[o + 4] = asuint(WaveActiveMin(f + 0.0f)) ^ asuint(WaveActiveMax(f));
    Out[o + 5] = asuint(WaveActiveMin(abs(f) + 1.0f));
}
