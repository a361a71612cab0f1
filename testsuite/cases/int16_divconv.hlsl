// 16-bit integers (-enable-16bit-types): division and remainder, signed
// and unsigned, with zero divisors and INT16_MIN / -1 as the IR defines
// them (all ones; MIN and 0), and the conversions between 16-bit integers
// and half, float and double, saturating out of range as the IR defines.
// LAVAPIPE-SKIP: SPIR-V leaves division by zero and out-of-range float-to-integer conversions undefined
// RUN-FLAGS: -T cs_6_2 -enable-16bit-types
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "A": {"i32": [7, -7, 0, -32768, -32768, 32767, 1, -1, 100, -100, 12345, -12345, 255, 256, -256, 3]},
// RUN-SPEC:   "B": {"i32": [0, 2, 5, -1, 0, -1, -1, 3, 7, -7, 100, 99, 16, -2, 17, 40000]},
// RUN-SPEC:   "F": {"f32": [1.5, -1.5, 40000.0, -40000.0, 65535.5, 70000.0, -0.75, 32767.9, -32768.9, 12.25, 100000.0, -3.0, 0.0, 7.0, 255.5, 1e10]},
// RUN-SPEC:   "Out": {"zero": 1024}}}
// CHECK-LABEL: main:
// CHECK: v_bfe_i32
// CHECK: v_med3_i32
StructuredBuffer<int> A : register(t0);
StructuredBuffer<int> B : register(t1);
StructuredBuffer<float> F : register(t2);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(16, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    int16_t a = (int16_t)A[id.x];
    int16_t b = (int16_t)B[id.x];
    uint16_t ua = (uint16_t)a, ub = (uint16_t)b;
    float f = F[id.x];
    uint o = id.x * 16;
    Out[o + 0] = (uint)(int)(a / b);
    Out[o + 1] = (uint)(int)(a % b);
    Out[o + 2] = ua / ub;
    Out[o + 3] = ua % ub;
    Out[o + 4] = (uint)(int)(int16_t)f;
    Out[o + 5] = (uint16_t)f;
    Out[o + 6] = asuint((float)a + (float)ub * 0.5f);
    Out[o + 7] = asuint((float)(half)a);
    Out[o + 8] = (uint)(int)(int16_t)(half)(f * 0.01f);
    Out[o + 9] = (uint16_t)(half)abs(f * 0.01f);
    double d = (double)f * 1.25;
    Out[o + 10] = (uint)(int)(int16_t)d;
    Out[o + 11] = (uint16_t)d;
    Out[o + 12] = (uint)((double)a * 3.0 + (double)ub);
    Out[o + 13] = (uint)asuint16((half)ua) | (uint)asuint16((half)a) << 16;
    Out[o + 14] = (uint)(int)(a * b);
    Out[o + 15] = (uint)(int)(int16_t)(ua >> 3) + (uint)(a >> 2);
}
