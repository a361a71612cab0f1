// Bit operations: firstbithigh (unsigned and signed), firstbitlow,
// countbits, reversebits, shifts (amounts masked to 5 bits as HLSL
// defines them, written out explicitly), rotates built from shifts.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [0, 1, 2, 3, 255, 256, 4294967295, 2147483648, 2147483647, 305419896, 4042322160, 65535, 4294901760, 12, 1024, 3735928559]},
// RUN-SPEC:   "Out": {"zero": 640}}}
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(16, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint x = In[id.x];
    int s = (int)x;
    uint o = id.x * 10;
    Out[o] = firstbithigh(x);
    Out[o + 1] = (uint)firstbithigh(s);
    Out[o + 2] = firstbitlow(x);
    Out[o + 3] = countbits(x);
    Out[o + 4] = reversebits(x);
    uint sh = (id.x * 5) & 31;
    Out[o + 5] = x << sh;
    Out[o + 6] = x >> sh;
    Out[o + 7] = (uint)(s >> (int)sh);
    Out[o + 8] = (x << sh) | (x >> ((32 - sh) & 31));
    Out[o + 9] = (x & 0xff00ff00u) | (~x & 0x00ff00ffu) ^ (x >> 16);
}
