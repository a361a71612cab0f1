// Hexadecimal floating literals (C99's 0x<hex>[.<hex>]p<exp>, which DXC's
// clang accepts; XeGTAO's vaShared.hlsl defines VA_FLOAT_ONE_MINUS_EPSILON
// as 0x1.fffffep-1): a literal float without a suffix, float/half/double
// with f/h/l. The binary exponent is required, so 0x1.x stays an integer
// literal with a swizzle.
// LAVAPIPE-SKIP: glslang does not lex hexadecimal floats
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"f32": [3, 0.5]},
// RUN-SPEC:   "Out": {"zero": 32}}}
// EXPECT: {"Out": {"u32": [1065353215, 1040187392, 1065353216, 1077936128, 1098907648, 1075838976, 1065353216, 1094713344]}}
#define VA_FLOAT_ONE_MINUS_EPSILON  (0x1.fffffep-1)
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(1, 1, 1)]
void main()
{
    Out[0] = asuint(VA_FLOAT_ONE_MINUS_EPSILON * 1.0f);
    Out[1] = asuint(0x1p-3f);
    Out[2] = asuint(0x.8p1 * In[0] / In[0]);
    Out[3] = asuint((float)0X1.8P+1h);
    Out[4] = asuint(0x10p0 + 0x0.0p0);
    Out[5] = asuint((float)(0xAp-2l));
    Out[6] = asuint((float)0x1.xx.y);
    Out[7] = asuint(In[1] * 0x1.8p+4 );
}
