// f32tof16 rounds toward zero (D3D's rule for conversions to a narrower
// float format, which the instruction follows): a value between two halves
// takes the one nearer zero, a finite value past the range ±65504, infinity
// and denormals convert as they are. A pair packed into one word is one
// v_cvt_pkrtz_f16_f32; one alone leaves the high half zero (no mask).
// LAVAPIPE-SKIP: f32tof16 rounds toward zero (D3D's rule for conversions to a narrower float); glslang emits SPIR-V's PackHalf2x16, whose rounding lavapipe takes as to nearest even
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"f32": [1.99, -1.99, 70000, -65520, 65519, 2.5, 1e-7, -5e-8, 0.1, -0.3,
// RUN-SPEC:     3.4e38, -0.0, 1.0009765625, 1.00048828125, 0.333333, 1000.7]},
// RUN-SPEC:   "Out": {"zero": 192}}}
// CHECK-LABEL: main:
// CHECK: v_cvt_pkrtz_f16_f32 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}
// CHECK-NOT: 0xffff
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(16, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float x = In[id.x];
    float y = In[(id.x + 3) & 15];
    uint o = id.x * 3;
    Out[o] = f32tof16(x) | f32tof16(y) << 16;
    Out[o + 1] = f32tof16(x * 7.0f);
    Out[o + 2] = asuint(f16tof32(f32tof16(y)));
}
