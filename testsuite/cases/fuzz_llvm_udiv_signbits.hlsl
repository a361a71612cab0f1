// Unsigned division and remainder of values that are small or negative as
// signed integers: firstbitlow (-1 for 0) and an arithmetic shift right.
// Found by the differential fuzzer (testsuite/fuzz): llc-19 divided them
// with its 24-bit float expansion, chosen from the operands' sign bits,
// and got the negative ones wrong; the LLVM export now hides such
// numerators from llc (ir/llvm hideSignBits).
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [0, 1, 2, 69, 138, 4294967295, 2147483648, 4294966784, 3510285485, 7, 64, 4096, 16, 0, 4294967040, 5]},
// RUN-SPEC:   "Out": {"zero": 256}}}
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(16, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID)
{
    uint x = In[dtid.x];
    uint d = ((x * 2654435761u) & 255u) + 1u;
    uint o = dtid.x * 4;
    Out[o] = firstbitlow(x % 69u) % d;
    Out[o + 1] = firstbithigh(x & 0xffu) / d;
    Out[o + 2] = (uint)((int)x >> 9) % d;
    Out[o + 3] = (uint)((int)x >> 12) / (dtid.x + 1u);
}
