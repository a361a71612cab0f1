// A compound assignment whose right side is wider than its left side
// (scalar += vector): the operation takes the vector's type and the result
// truncates to the left side, as DXC computes it (with its implicit
// truncation warning). DXC's HLSLFileCheck 16-bit test does
// 'int16_t output; output += l.input1 - l.input2;' with a uint16_t4 right side.
// RUN-FLAGS: -T cs_6_2 -enable-16bit-types
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [7, 2, 3, 4, 5]},
// RUN-SPEC:   "Out": {"zero": 16}}}
// EXPECT: {"Out": {"u32": [105, 1065353216, 4, 16]}}
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(1, 1, 1)]
void main()
{
    uint16_t a = (uint16_t)In[0];
    uint16_t4 v = uint16_t4(In[1], In[2], In[3], In[4]);
    int16_t s = 100;
    s += a - v;              // 100 + (7 - 2)
    Out[0] = (uint)(int)s;
    float f = 0.5;
    f *= float2(In[1], In[2]); // 0.5 * 2
    Out[1] = asuint(f);
    uint2 w = uint2(1, 2);
    w <<= uint3(In[1], In[2], In[3]); // (1 << 2, 2 << 3)
    Out[2] = w.x;
    Out[3] = w.y;
}
