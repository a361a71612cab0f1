// float16_t and int16_t with -enable-16bit-types: f16 buffers (two values per
// word, as float16_t2 elements), f16 arithmetic, conversions to and from f32
// and 16-bit integers.
// RUN-FLAGS: -T cs_6_2 -enable-16bit-types
// FLOAT: Out f16
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"f16": [0, 0.5, 1, 1.5, 2, -2, 3.25, -0.125, 10, 0.1, 0.2, 0.3, 7.5, -7.5, 100, 0.001]},
// RUN-SPEC:   "Out": {"zero": 128}, "Ints": {"zero": 64}}}
StructuredBuffer<float16_t2> In : register(t0);
RWStructuredBuffer<float16_t2> Out : register(u0);
RWStructuredBuffer<int> Ints : register(u1);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float16_t2 x = In[id.x];
    float16_t2 y = x * x - (float16_t)0.5 * x + (float16_t)1.0;
    Out[id.x * 4] = y;
    Out[id.x * 4 + 1] = (float16_t2)((float2)x * 3.0f);
    Out[id.x * 4 + 2] = max(x, (float16_t)0.0) / (float16_t)3.0;
    Out[id.x * 4 + 3] = (float16_t2)(int16_t2)(x * (float16_t)4.0);
    Ints[id.x * 2] = (int)(int16_t)(x.x * (float16_t)8.0);
    Ints[id.x * 2 + 1] = (int)(int16_t)(x.y * (float16_t)8.0);
}
