// saturate as the clamp output modifier of the instruction computing its
// argument, or as v_med3_f32: NaN gives 0, as D3D's _sat defines it (min(1,
// max(0, NaN)) = 0 by the min/max NaN rule), ±inf give 0 and 1, and -0 gives
// a zero of either sign (D3D's min/max leave the sign of a zero open; the f32
// comparison accepts both).
// FLOAT: Out f32
// LAVAPIPE-SKIP: SPIR-V's FClamp leaves a NaN operand's result undefined
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [2143289344, 2139095040, 4286578688, 2147483648, 0, 1056964608,
// RUN-SPEC:     1073741824, 3225419776, 1065353216, 3212836864, 1048576000, 1061158912,
// RUN-SPEC:     2143289345, 8388607, 2155872255, 1065353217]},
// RUN-SPEC:   "Out": {"zero": 256}}}
// CHECK-LABEL: main:
// CHECK: v_mul_f32_e64 {{v[0-9]+}}, {{.*}} clamp
// CHECK: v_med3_f32
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<float> Out : register(u0);

[numthreads(16, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float x = asfloat(In[id.x]);
    float y = asfloat(In[(id.x + 5) & 15]);
    uint o = id.x * 4;
    Out[o] = saturate(x * y);
    float s = x + y;
    Out[o + 1] = saturate(s) + s * 0.25f;
    Out[o + 2] = saturate(-x);
    Out[o + 3] = saturate(x * 3.0f + y);
}
