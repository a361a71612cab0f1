// 64-bit signed division and remainder of zero-extended 32-bit values whose
// top bit is set (gi - 32 for gi < 32) by small positive divisors. Found by
// the differential fuzzer (seeds 7050585 and 7055652): llc-19, knowing the
// work-item id's range, divided 0xffffffe0 | gi through its 24-bit float
// expansion and masked the quotient to 5 bits (31 instead of 0xffffffe0);
// the LLVM export now hides the operands of signed divisions from llc's
// analysis as it hides those of unsigned ones (ir/llvm hideSignBits).
// RUN-FLAGS: -T cs_6_2
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [4294967295, 7, 1000, 3]},
// RUN-SPEC:   "Raw": {"zero": 1024}}}
StructuredBuffer<uint> In : register(t0);
RWByteAddressBuffer Raw : register(u0);

[numthreads(32, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    int i1 = (int)gi - 32;
    int64_t n = (int64_t)(uint64_t)(uint)i1;
    int64_t d = (int64_t)(uint64_t)gi | 1;
    Raw.Store<uint64_t>(gi * 32, (uint64_t)(n / d));
    Raw.Store<uint64_t>(gi * 32 + 8, (uint64_t)(n % d));
    Raw.Store<uint64_t>(gi * 32 + 16, (uint64_t)((int64_t)0xffffffffull % ((int64_t)(uint64_t)In[gi & 3] | 1)));
    Raw.Store<uint64_t>(gi * 32 + 24, (uint64_t)((int64_t)(uint64_t)In[gi & 3] / d));
}
