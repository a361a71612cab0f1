// Signed 64-bit integer arithmetic (glslang has no int64_t; uint64_arith is
// the unsigned case lavapipe runs): add/sub/mul with carries across the halves,
// signed and unsigned division and remainder (divisors kept nonzero and
// not -1: SPIR-V leaves those undefined, int64_div_zero covers them),
// shifts (amounts masked to 6 bits), bitwise ops, compares and select,
// min/max/abs, firstbithigh/firstbitlow and the conversions to and from
// 32-bit integers.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"i64": [0, 1, -1, 2, -2, 7, -7, 9223372036854775807, -9223372036854775808,
// RUN-SPEC:     4294967296, 4294967295, -4294967296, 81985529216486895, -81985529216486895,
// RUN-SPEC:     1099511627776, 4611686018427387907, -8589934597, 1000000007, -1000000007, 2147483648,
// RUN-SPEC:     -288573973535391744, -8010924032, 442, -451078949597, -1535990935412787410,
// RUN-SPEC:     -989039534406, 7888690947983027485, 62658767137, -233907225225, 916415368650894928,
// RUN-SPEC:     42, 530, 409, -2383592, -637612388296708037, -853755087349, -556, -606204247735,
// RUN-SPEC:     -118976431490, -442575351118, -132, 1779198590976, -415435812653, -904957927379,
// RUN-SPEC:     -613952341880, 186812174877994607, 368859328121, 706, 3742292, 1218538056450048,
// RUN-SPEC:     6318405802495041285, -3169596380946649429, 622218346650, 132792832, -145,
// RUN-SPEC:     4951704975432117213, -2310091109826560, 126600424287, -735381028864, -477,
// RUN-SPEC:     4677274631957600773, 993277759193088, 233733029330236986, 1809339642281177525]},
// RUN-SPEC:   "Out": {"zero": 12288}}}
// CHECK-LABEL: main:
// CHECK: v_add_co_u32
// CHECK: v_addc_co_u32
// CHECK: v_mad_u64_u32
// CHECK: v_lshlrev_b64
// CHECK: v_cmp_lt_i64
StructuredBuffer<int64_t> In : register(t0);
RWStructuredBuffer<uint64_t> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    int64_t a = In[id.x];
    int64_t b = In[(id.x * 5 + 3) & 63];
    uint64_t ua = (uint64_t)a, ub = (uint64_t)b;
    int64_t d = (b & 0x7fffffffffffll) | 3; // positive, not -1
    uint64_t ud = ub | 1;
    uint o = id.x * 24;
    Out[o + 0] = a + b;
    Out[o + 1] = a - b;
    Out[o + 2] = a * b;
    Out[o + 3] = ua * 0x100000001ull;
    Out[o + 4] = a / d;
    Out[o + 5] = a % d;
    Out[o + 6] = ua / ud;
    Out[o + 7] = ua % ud;
    Out[o + 8] = ua / 10;
    Out[o + 9] = a / -7;
    Out[o + 10] = ua << (ub & 63);
    Out[o + 11] = ua >> (ub & 63);
    Out[o + 12] = a >> (b & 63);
    Out[o + 13] = (ua & ub) ^ (ua | 0xffff0000ull) ^ ~ub;
    Out[o + 14] = (a < b ? 1 : 0) | (ua < ub ? 2 : 0) | (a == b ? 4 : 0) | (a >= -5 ? 8 : 0) | (ua != 4294967296ull ? 16 : 0);
    Out[o + 15] = a > b ? a : ub;
    Out[o + 16] = min(a, b) + max(ua, ub);
    Out[o + 17] = max(a, b) - min(ua, ub);
    Out[o + 18] = abs(a);
    Out[o + 19] = firstbithigh(ua) | (uint64_t)firstbitlow(a) << 32;
    Out[o + 20] = firstbithigh(a);
    Out[o + 21] = (uint)a + ((int)b >> 3);
    Out[o + 22] = (int64_t)(int)a + (uint64_t)(uint)b;
    Out[o + 23] = (ua >> 32) * (ub >> 32) + (uint)(ua * ub >> 40);
}
