// Conversions whose results SPIR-V defines too: int/uint to float
// (rounding of large values), float to int/uint in range (truncation),
// f16tof32, asuint/asint/asfloat, bool to int; and f32tof16, which rounds
// toward zero as D3D defines it (SPIR-V leaves its rounding open).
// LAVAPIPE-SKIP: f32tof16 rounds toward zero (D3D's rule for conversions to a narrower float); glslang emits SPIR-V's PackHalf2x16, whose rounding lavapipe takes as to nearest even
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "F": {"f32": [0, 0.5, -0.5, 1.99, -1.99, 123456.7, -98765.4, 16777217, 3.4e38, 1e-40, 65504, 70000, 0.1, -0.0, 2.5, 3.5]},
// RUN-SPEC:   "I": {"i32": [0, 1, -1, 2147483647, -2147483648, 16777217, 33554435, -33554435, 7, -7, 100, 1000000, 3, 4, 5, 6]},
// RUN-SPEC:   "Out": {"zero": 512}}}
StructuredBuffer<float> F : register(t0);
StructuredBuffer<int> I : register(t1);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(16, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float f = F[id.x];
    int i = I[id.x];
    uint o = id.x * 8;
    Out[o] = asuint((float)i);
    Out[o + 1] = asuint((float)(uint)i);
    float g = clamp(f, -1000000.0f, 1000000.0f);
    Out[o + 2] = (uint)(int)g;
    Out[o + 3] = (uint)max(g, 0.0f);
    Out[o + 4] = f32tof16(f);
    Out[o + 5] = asuint(f16tof32(f32tof16(f)));
    Out[o + 6] = (uint)(f > 1.0f) + (uint)(i < 0) * 2;
    Out[o + 7] = asuint(asfloat(asint(f) ^ 0x80000000));
}
