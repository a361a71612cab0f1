// countbits, firstbitlow, firstbithigh and reversebits of 16-bit integers
// (uint16_t, int16_t, min16uint), signed or not, as DXC's any_int overloads
// take them: the lowering extends the operand to 32 bits (sign-extending a
// signed one for firstbithigh, whose search skips the copied sign bits) and
// reverses 16 bits as the high half of the 32 reversed. These failed with "the backend
// does not select ctpop on i32" (DXC's HLSLFileCheck 16-bit unary tests).
// RUN-FLAGS: -T cs_6_2 -enable-16bit-types
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [256, 0, 40960, 65535]},
// RUN-SPEC:   "Out": {"zero": 96}}}
// EXPECT: {"Out": {"u32": [513, 8, 8, 8, 128, 134285313, 512, 4294967295, 4294967295, 4294967295, 0, 4294967040, 514, 13, 15, 14, 5, 5377794, 528, 0, 15, 4294967295, 65535, 3856]}}
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(4, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    uint16_t u = (uint16_t)In[gi];
    int16_t s = (int16_t)u;
    min16uint m = (min16uint)In[gi];
    uint base = gi * 6;
    Out[base + 0] = countbits(u) + (countbits(uint16_t2(u, 3)).y << 8);
    Out[base + 1] = firstbitlow(u);
    Out[base + 2] = firstbithigh(u);
    Out[base + 3] = firstbithigh(s); // signed: 40960 and 65535 are negative
    Out[base + 4] = reversebits(u);
    Out[base + 5] = countbits(m) + (firstbithigh(m) << 8) + (countbits(s) << 16) + ((uint)(uint16_t)reversebits(s) << 20);
}
