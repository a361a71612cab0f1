// max(x, y) - y, which llc-19 turns into a saturating subtract
// ("v_sub_u32_e64 ... clamp"), and the saturating add it pairs with. Found
// by the differential fuzzer (testsuite/fuzz): the executor rejected the
// clamp bit on integer operations; it now saturates.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [0, 1, 2, 3, 4096, 524288, 4294967295, 2147483648, 7, 65535, 1000000, 12, 13, 14, 15, 16]},
// RUN-SPEC:   "Out": {"zero": 128}}}
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(16, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID)
{
    uint u = In[dtid.x];
    uint x = In[(dtid.x * 7u) & 15u] << 13;
    Out[dtid.x * 2] = max(x, u) - u;
    uint s = u + x;
    Out[dtid.x * 2 + 1] = s < u ? 0xffffffffu : s;
}
