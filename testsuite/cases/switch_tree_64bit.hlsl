// A switch on a 64-bit selector with more labels than a chain of tests
// (ir/lower switchLinear): the binary search over the labels compares all
// 64 bits, unsigned (labels differ in both halves).
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 256}}}
// EXPECT: {"Out": {"u32": [1, 2, 5, 10, 17, 26, 37, 50, 65, 82, 101, 122, 145, 170, 197, 226, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 1, 2, 5, 10]}}
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint64_t w = id.x % 20u;
    w = (w << 32) | (id.x % 3u);
    uint q = 0;
    switch (w) {
    case 0: q = 1u; break;
    case 4294967297: q = 2u; break;
    case 8589934594: q = 5u; break;
    case 12884901888: q = 10u; break;
    case 17179869185: q = 17u; break;
    case 21474836482: q = 26u; break;
    case 25769803776: q = 37u; break;
    case 30064771073: q = 50u; break;
    case 34359738370: q = 65u; break;
    case 38654705664: q = 82u; break;
    case 42949672961: q = 101u; break;
    case 47244640258: q = 122u; break;
    case 51539607552: q = 145u; break;
    case 55834574849: q = 170u; break;
    case 60129542146: q = 197u; break;
    case 64424509440: q = 226u; break;
    default: q = 5000u; break;
    }
    Out[id.x] = q;
}
