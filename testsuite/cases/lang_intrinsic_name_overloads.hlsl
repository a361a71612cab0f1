// User functions that share an intrinsic's name, as DXC takes them: the
// user's overloads and the intrinsic's compete in one overload resolution,
// and the intrinsic wins a tie (DXC issue 1887: a user 'int abs(int)' does
// not replace abs). Intel's texture-set neural compression sample defines
// 'float16_t fma(float16_t, float16_t, float16_t)' beside the double-only
// intrinsic; others add a three-operand max or a dot of their own structs.
// RUN-FLAGS: -T cs_6_2 -enable-16bit-types
// LAVAPIPE-SKIP: glslang rejects a user function named like an intrinsic
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"f32": [2, 3, 5, 7]},
// RUN-SPEC:   "Out": {"zero": 32}}}
// EXPECT: {"Out": {"u32": [1093664768, 1, 1088421888, 1093664768, 1121189888, 2, 3, 3]}}
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

struct Quat { float4 q; };

float16_t fma(float16_t a, float16_t b, float16_t c) { return a * b + c; }
int abs(int x) { return 42; }
float max(float a, float b, float c) { return max(max(a, b), c); }
float dot(Quat a, Quat b) { return dot(a.q, b.q) + 100; }
uint firstbitlow(bool b);
uint firstbitlow(bool b) { return b ? 2 : 3; }

[numthreads(1, 1, 1)]
void main()
{
    float16_t a = (float16_t)In[0], b = (float16_t)In[1], c = (float16_t)In[2];
    Out[0] = asuint((float)fma(a, b, c));               // the user's: 11
    Out[1] = (uint)abs((int)In[0] - 3);                 // the intrinsic's: |2 - 3|
    Out[2] = asuint(max(In[0], In[3], In[1]));          // the user's three-operand max: 7
    Out[3] = asuint(max(In[0] * In[1] + In[2], 1.0f));  // the intrinsic's: 11
    Quat p = { float4(In[0], 0, 0, 0) }, q = { float4(In[1], 0, 0, 0) };
    Out[4] = asuint(dot(p, q));                         // the user's: 106
    Out[5] = firstbitlow(In[0] > 1);                    // the user's bool overload: 2
    Out[6] = firstbitlow(In[0] < 1);                    // 3
    Out[7] = firstbitlow(8u);                           // the intrinsic's: 3
}
