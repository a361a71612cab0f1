// A switch on a 64-bit selector compares all 64 bits: labels that differ
// only in the high half, or only in the low half, select different cases.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u64": [0, 1, 4294967296, 4294967297, 8589934592, 18446744073709551615,
// RUN-SPEC:     4294967295, 9223372036854775808, 9223372036854775809, 2, 12884901888, 5]},
// RUN-SPEC:   "Out": {"zero": 48}}}
// EXPECT: {"Out": {"u32": [10, 11, 12, 27, 114, 15, 16, 17, 18, 18, 18, 18]}}
// CHECK-LABEL: main:
// CHECK: v_cmp_eq_u64
StructuredBuffer<uint64_t> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(12, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint64_t x = In[id.x];
    uint r = 100;
    switch (x) {
    case 0: r = 10; break;
    case 1: r = 11; break;
    case 0x100000000: r = 12; break;
    case 0x100000001: r = 13; // falls through
    case 0x200000000: r += 14; break;
    case 0xffffffffffffffff: r = 15; break;
    case 0xffffffff: r = 16; break;
    case 0x8000000000000000: r = 17; break;
    default: r = 18; break;
    }
    Out[id.x] = r;
}
