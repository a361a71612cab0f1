// Conversions: int/uint to float and back (in range), float to int
// truncating toward zero, asuint/asint/asfloat reinterpretation,
// f32tof16/f16tof32 round trips, and bool to int.
// LAVAPIPE-SKIP: f32tof16 rounds toward zero (D3D's rule for conversions to a narrower float); glslang emits SPIR-V's PackHalf2x16, whose rounding lavapipe takes as to nearest even
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"f32": [44487.937, -66157.777, 63634.957, 43159.135, -45952.11, 34661.327,
// RUN-SPEC:     34801.253, -17968.978, -62795.052, -37333.292, 20910.475, 66757.972, 12508.188,
// RUN-SPEC:     -26569.137, -46319.254, 29875.48, 32000.274, -13257.975, 45445.3, -36403.282,
// RUN-SPEC:     -34198.413, 23582.783, -52747.573, -57887.5, -9582.279, 20891.229, -16647.847,
// RUN-SPEC:     -4727.858, -55491.871, -7388.005, 26159.383, 9572.948, 30946.945, -44895.667,
// RUN-SPEC:     58851.511, -69120.309, -40125.244, 20572.719, 63403.87, -41882.53, 8467.33,
// RUN-SPEC:     1276.514, -10020.277, -28732.122, 25622.83, 21349.49, 61889.383, 30459.433,
// RUN-SPEC:     -21628.123, 3875.384, -8285.349, -11062.125, 40419.252, 21282.216, -32790.896,
// RUN-SPEC:     25383.402, -67932.978, -28445.264, 64452.193, -43952.283, 55499.6, -35794.299,
// RUN-SPEC:     -56487.405, -1759.012]},
// RUN-SPEC:   "Out": {"zero": 2048}}}
// CHECK-LABEL: main:
// CHECK: v_cvt_u32_f32
// CHECK: v_cvt_i32_f32_e32 [[I:v[0-9]+]]
// CHECK: v_cvt_f32_i32_e32 v{{[0-9]+}}, [[I]]
// CHECK: v_cvt_f32_u32
// CHECK: v_cvt_pkrtz_f16_f32
// CHECK: v_cvt_f32_f16
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float x = In[id.x];
    int i = (int)x;
    uint u = (uint)abs(x);
    uint o = id.x * 8;
    Out[o] = (uint)i;
    Out[o + 1] = u;
    Out[o + 2] = asuint((float)i - x);
    Out[o + 3] = asuint((float)(u * 3u + 1u));
    Out[o + 4] = f32tof16(x * 0.001f);
    Out[o + 5] = asuint(f16tof32(f32tof16(x * 0.001f)));
    Out[o + 6] = (uint)(x > 0.0f) + (uint)(i < -100) * 2;
    Out[o + 7] = asuint(asfloat(asuint(x) ^ 0x80000000u));
}
