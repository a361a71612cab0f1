// Integer math: signed and unsigned min/max/abs/clamp, arithmetic and
// logical shifts (amounts masked to 5 bits as in HLSL), bit counting and
// reversal, firstbithigh/low, multiplication overflow, and mixed
// signed/unsigned compares.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"i32": [799684627, -1567457911, 1106140999, -309851085, -2097076011,
// RUN-SPEC:     653540222, 895725656, 2111603351, 1378902787, -1706051639, -210885101,
// RUN-SPEC:     -1329969507, -1328986504, -278491903, -219271681, 1886015621, 221862653,
// RUN-SPEC:     -1241564049, 1531025479, -1430128413, 784349945, -1894731083, -1447467656,
// RUN-SPEC:     -699159577, 1534446225, -2083529914, -1668002416, 1787884810, 1146968870,
// RUN-SPEC:     141915465, -446924328, 1716941460, -213841904, 1967138483, -713708581, 681016287,
// RUN-SPEC:     -1633505047, 2140311821, 2045630983, -1031350780, -1425278257, -1309188559,
// RUN-SPEC:     -1241000825, 1850258949, -1403830330, -421195882, 1504084593, 382220981,
// RUN-SPEC:     -1597600311, 1377935876, -1671606896, -1216461191, -1589505802, -1433259494,
// RUN-SPEC:     -276539429, 75338471, 1218184857, 1332372791, 214993842, 401458675, 0, -1,
// RUN-SPEC:     2147483647, -2147483648]},
// RUN-SPEC:   "Out": {"zero": 3072}}}
// CHECK-LABEL: main:
// CHECK: v_ashrrev_i32
// CHECK: v_bfrev_b32
StructuredBuffer<int> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    int a = In[id.x];
    int b = In[(id.x * 5 + 1) & 63];
    uint ua = (uint)a, ub = (uint)b;
    uint o = id.x * 12;
    Out[o] = (uint)min(a, b) ^ max(ua, ub);
    Out[o + 1] = (uint)abs(a);
    Out[o + 2] = (uint)clamp(a, -1000, 1000);
    Out[o + 3] = (uint)(a >> (ub & 31)) + (ua >> (ua & 31));
    Out[o + 4] = (ua << (ub & 31)) | (uint)(b << 3);
    Out[o + 5] = countbits(ua) | (reversebits(ua) & 0xffffff00);
    Out[o + 6] = firstbithigh(ua) + (firstbitlow(ub) << 8) + ((uint)firstbithigh(a) << 16);
    Out[o + 7] = ua * ub + (uint)(a * 3);
    Out[o + 8] = (a < b ? 1u : 0u) | (ua < ub ? 2u : 0u) | (a == b ? 4u : 0u);
    Out[o + 9] = (uint)(a / 7) ^ (ua % 13);
    Out[o + 10] = (uint)sign(a) + 5;
    Out[o + 11] = (ua & 0xffff) * (ub >> 16);
}
