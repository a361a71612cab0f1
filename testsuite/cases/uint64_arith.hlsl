// Unsigned 64-bit arithmetic written as glslang's HLSL front end accepts it
// (uint64_t variables, no casts to 64 bits, no 64-bit literals), so that
// lavapipe runs it too: add/sub/mul with carries between the halves,
// division and remainder (odd divisors), shifts, bitwise ops, compares
// and select, and the conversions to and from 32 bits.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u64": [0, 1, 18446744073709551615, 2, 18446744073709551614, 7, 9223372036854775807,
// RUN-SPEC:     9223372036854775808, 4294967296, 4294967295, 18446744069414584320, 81985529216486895,
// RUN-SPEC:     18364758544493064721, 1099511627776, 4611686018427387907, 18446744065119617019,
// RUN-SPEC:     1000000007, 2147483648, 18158170100174159872, 18446744065698627584, 442,
// RUN-SPEC:     18446743622630602019, 16910753138296764206, 18446742084670017210,
// RUN-SPEC:     7888690947983027485, 62658767137, 18446743839802326391, 916415368650894928, 42, 530,
// RUN-SPEC:     409, 18446744073707168024, 17809131685413443579, 18446743219954464267,
// RUN-SPEC:     18446744073709551060, 18446743467505303869, 18446743954733120126,
// RUN-SPEC:     18446743631134200498, 18446744073709551484, 1779198590976, 18446743658274198963,
// RUN-SPEC:     18446743168752062237, 18446743459757209736, 186812174877994607, 368859328121, 706,
// RUN-SPEC:     3742292, 1218538056450048, 6318405802495041285, 15277147692762902187, 622218346650,
// RUN-SPEC:     132792832, 18446744073709551471, 4951704975432117213, 18444433981599725056,
// RUN-SPEC:     126600424287, 18446743338328522752, 18446744073709551139, 4677274631957600773,
// RUN-SPEC:     993277759193088, 233733029330236986, 1809339642281177525, 5, 12345]},
// RUN-SPEC:   "Out": {"zero": 10240}}}
// CHECK-LABEL: main:
// CHECK: v_add_co_u32
// CHECK: v_addc_co_u32
// CHECK: v_mad_u64_u32
// CHECK: v_cmp_lt_u64
StructuredBuffer<uint64_t> In : register(t0);
RWStructuredBuffer<uint64_t> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint64_t a = In[id.x];
    uint64_t b = In[(id.x * 5 + 3) & 63];
    uint64_t one = 1;
    uint64_t d = b | one;
    uint64_t big = (one << 32) + one;
    uint o = id.x * 20;
    Out[o + 0] = a + b;
    Out[o + 1] = a - b;
    Out[o + 2] = a * b;
    Out[o + 3] = a * big;
    Out[o + 4] = a / d;
    Out[o + 5] = a % d;
    Out[o + 6] = a / 10;
    Out[o + 7] = a % 1000;
    Out[o + 8] = a << (b & 63);
    Out[o + 9] = a >> (b & 63);
    Out[o + 10] = (a & b) ^ (a | (big << 16)) ^ ~b;
    uint flags = 0;
    if (a < b) flags |= 1;
    if (a == b) flags |= 2;
    if (a >= big) flags |= 4;
    if (a != (one << 32)) flags |= 8;
    Out[o + 11] = flags;
    Out[o + 12] = a > b ? a : b + one;
    Out[o + 13] = a < b ? a : b;
    Out[o + 14] = a < b ? b - a : a - b;
    uint lo = (uint)a;
    uint hi = (uint)(a >> 32);
    Out[o + 15] = lo + hi;
    uint64_t w = lo;
    Out[o + 16] = w * hi;
    Out[o + 17] = (a >> 32) * (b >> 32);
    Out[o + 18] = (a ^ b) % (d >> 7 | one);
    Out[o + 19] = a * 3 + b / 3;
}
