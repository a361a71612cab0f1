// The 16-bit bit casts take literal arguments, as DXC matches them: a
// literal integer is a 16-bit integer and a literal float a half, so
// asuint16(1) is 1 and asfloat16(1.0) is half 1.0 (FidelityFX's
// FFX_TO_UINT16(1) and FFX_TO_FLOAT16(1.0) under FFX_HLSL_SM >= 62).
// RUN-FLAGS: -T cs_6_2 -enable-16bit-types
// LAVAPIPE-SKIP: glslang has no asuint16/asfloat16
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [2]},
// RUN-SPEC:   "Out": {"zero": 16}}}
// EXPECT: {"Out": {"u32": [1, 15360, 4294967294, 2]}}
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(1, 1, 1)]
void main()
{
    Out[0] = asuint16(1);
    Out[1] = asuint16(asfloat16(1.0));
    Out[2] = (uint)asint16(-2);
    // a literal in arithmetic with a 16-bit value: 2 * half 1.0 is 0x4000
    Out[3] = (uint)(asfloat16(asuint16((uint16_t)In[0]) << 13) * 1.0);
}
