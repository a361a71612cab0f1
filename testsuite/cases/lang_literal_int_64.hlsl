// Literal-int expressions that are not constants compute in 64 bits where a
// value passes 32 bits, as DXC computes a literal int: the quotient of a
// literal above 2^31, a product past 2^31 taken by a double, a shift by 32
// or more. C is 1 at run time, so each ternary takes its first arm.
// LAVAPIPE-SKIP: glslang computes an unsuffixed literal int in 32 bits: (c ? 3000000000 : 1) / 2 gives 3647483648 there, 1500000000 in DXC's 64 bits
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [1]},
// RUN-SPEC:   "Out": {"zero": 32}}}
// EXPECT: {"Out": {"u32": [1500000000, 1320341598, 0, 1500000000, 0, 1073741824, 4, 4294967294]}}
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(1, 1, 1)]
void main()
{
    bool c = In[0] != 0;
    Out[0] = (c ? 3000000000 : 1) / 2;
    float f = (c ? 3000000000 : 1) / 2;
    Out[1] = asuint(f);
    Out[2] = (c ? 1 : 2) << 33;
    int s = (c ? 3000000000 : 1) >> 1;
    Out[3] = s;
    double d = (c ? 2000000000 : 1) * 2;
    Out[4] = d == 4000000000.0 ? 0 : 1;
    Out[5] = (c ? 1 : 2) << 30;
    Out[6] = (uint)((c ? 3000000000 : 1) % 7);
    Out[7] = (uint)(c ? -2 : 2);
}
