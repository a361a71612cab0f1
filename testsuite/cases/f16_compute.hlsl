// float16_t arithmetic with -enable-16bit-types on values converted from
// f32 inputs (no 16-bit memory access): vectors, a loop, comparisons and
// conversions back to f32 and to int.
// RUN-FLAGS: -T cs_6_2 -enable-16bit-types
// FLOAT: Out f32
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"In": {"f32": [0, 0.5, 1, 1.5, 2, -2, 3.25, -0.125, 10, 0.25, 0.75, 4, 7.5, -7.5, 100, 0.125,
// RUN-SPEC:   1, 2, 3, 4, 5, 6, 7, 8, 0.375, 0.875, 1.125, 1.25, -3, -4, -5, 60]},
// RUN-SPEC:   "Out": {"zero": 384}}}
// CHECK-LABEL: main:
// CHECK: _f16
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<float> Out : register(u0);

[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float16_t x = (float16_t)In[id.x];
    float16_t2 a = float16_t2(x, x * (float16_t)0.5);
    for (uint i = 0; i < 3; i++)
        a = a * (float16_t)0.5 + float16_t2(1.0, -1.0);
    Out[id.x * 3] = (float)(a.x + a.y);
    Out[id.x * 3 + 1] = (float)(x > (float16_t)1.0 ? x : -x);
    Out[id.x * 3 + 2] = (float)(int)(x * (float16_t)2.0);
}
