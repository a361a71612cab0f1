// 64-bit unsigned division and remainder by a sign-extended 32-bit value,
// negative ones included. Found by the differential fuzzer (seed 7031216):
// llc-19 narrowed urem i64 0xffffffff, (sext x | 1) to a 32-bit urem of the
// low halves, chosen from the divisor's sign bits, and got 0 where the
// divisor is 2^64 - 1 (the right remainder is 0xffffffff); the LLVM export
// now hides divisors from that analysis as it hides numerators
// (ir/llvm hideSignBits).
// RUN-FLAGS: -T cs_6_2
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [5, 7, 1000, 3, 4294967294, 123456, 65535, 2147483648]},
// RUN-SPEC:   "Raw": {"zero": 1024}}}
StructuredBuffer<uint> In : register(t0);
RWByteAddressBuffer Raw : register(u0);

[numthreads(32, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    uint x = In[gi & 7];
    uint64_t d = (uint64_t)(int64_t)(int)x | (uint64_t)(gi >> 3);
    Raw.Store<uint64_t>(gi * 32, 0xffffffffull % (d | 1ull));
    Raw.Store<uint64_t>(gi * 32 + 8, 0xffffffffull / (d | 1ull));
    Raw.Store<uint64_t>(gi * 32 + 16, (uint64_t)x % (d | 1ull));
    Raw.Store<uint64_t>(gi * 32 + 24, 0xffffffffull % ((32ull << (x & 63u)) | 1ull));
}
