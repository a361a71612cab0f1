// 64-bit logical operations whose one half is constant only after the
// halves are taken apart: the high half of ~(uint64_t)x is all ones, of
// (uint64_t)x all zeros. Found by the differential fuzzer (seeds 7113990
// and 7121580): llc-19 kept `p | ~(uint64_t)x` whole through instruction
// selection, split it into 32-bit halves only when it turned out divergent,
// and then folded the high half `or y, -1` to y instead of -1
// (llvm/llvm-project#189677) — the stored high word was garbage. The LLVM
// export now builds 64-bit and/or/xor from two 32-bit operations itself
// (ir/llvm bitwise).
// RUN-FLAGS: -T cs_6_2
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [4294967295, 7, 1000, 3]},
// RUN-SPEC:   "Raw": {"zero": 1536}}}
StructuredBuffer<uint> In : register(t0);
RWByteAddressBuffer Raw : register(u0);

[numthreads(32, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    uint64_t p = (uint64_t)(In[gi & 3] ^ gi) * (uint64_t)(In[(gi + 1) & 3] + gi);
    Raw.Store<uint64_t>(gi * 48, p | ~(uint64_t)gi);
    Raw.Store<uint64_t>(gi * 48 + 8, p & ~(uint64_t)gi);
    Raw.Store<uint64_t>(gi * 48 + 16, p ^ ~(uint64_t)gi);
    Raw.Store<uint64_t>(gi * 48 + 24, p | (uint64_t)gi);
    Raw.Store<uint64_t>(gi * 48 + 32, ~p & ((uint64_t)gi << 32));
    Raw.Store<uint64_t>(gi * 48 + 40, (p ^ (uint64_t)(int64_t)(int)(gi - 16)) | ((uint64_t)gi << 40));
}
