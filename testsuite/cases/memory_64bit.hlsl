// 64-bit values in every kind of memory: cbuffer members (scalar loads,
// s_buffer_load_dwordx2, and a dynamically indexed array), byte-address
// buffer Load<uint64_t>/Load<double2>/Store<double>, a structured buffer of
// structs with double and uint64_t members, groupshared arrays of doubles
// and of uint64_t (ds_read_b64/ds_write_b64), a groupshared struct with a
// double after a float, and private arrays indexed per lane (scratch).
// RUN-FLAGS: -T cs_6_2
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "C": {"scale": 0.125, "bias": 4294967301, "table": [1.5, -2.25, 1e100, 3.0]},
// RUN-SPEC:   "Raw": {"u32": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
// RUN-SPEC:     21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 1072693248, 0, 1073741824, 0]},
// RUN-SPEC:   "Items": {"elements": [{"a": 1.0, "n": 10, "f": 0.5}, {"a": -2.0, "n": 20, "f": 1.5},
// RUN-SPEC:     {"a": 1e-300, "n": 18446744073709551615, "f": -1.0}, {"a": 3.5, "n": 4294967296, "f": 2.0}]},
// RUN-SPEC:   "Out": {"zero": 4096}, "RawOut": {"zero": 1024}}}
// CHECK-LABEL: main:
// CHECK: s_buffer_load_dwordx2
// CHECK: buffer_load_dwordx2
// CHECK: ds_write_b64
// CHECK: ds_read_b64
cbuffer C : register(b0) {
    double scale;
    uint64_t bias;
    double table[4];
};
ByteAddressBuffer Raw : register(t0);
struct Item { double a; uint64_t n; float f; };
RWStructuredBuffer<Item> Items : register(u0);
RWStructuredBuffer<uint64_t> Out : register(u1);
RWByteAddressBuffer RawOut : register(u2);
groupshared double GD[64];
groupshared uint64_t GU[64];
struct Pair { float f; double d; };
groupshared Pair GP[16];

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    uint i = id.x;
    uint64_t r = Raw.Load<uint64_t>((i & 15) * 8);
    double2 rd = Raw.Load<double2>(128);
    Item it = Items[i & 3];
    double priv[8];
    uint64_t privu[8];
    for (uint k = 0; k < 8; k++) {
        priv[k] = (double)(k + i) * scale;
        privu[k] = r << k;
    }
    GD[gi] = it.a * (double)i + table[i & 3];
    GU[gi] = r + bias + it.n;
    if (gi < 16) {
        GP[gi].f = (float)gi;
        GP[gi].d = rd.x + rd.y * (double)gi;
    }
    GroupMemoryBarrierWithGroupSync();
    uint o = i * 8;
    Out[o + 0] = GU[63 - gi];
    uint lo, hi;
    asuint(GD[(gi + 1) & 63], lo, hi);
    Out[o + 1] = ((uint64_t)hi << 32) | lo;
    Out[o + 2] = privu[i & 7] + (uint64_t)priv[(i * 3) & 7];
    Out[o + 3] = (uint64_t)(GP[gi & 15].d * 16.0) + (uint64_t)GP[(gi + 3) & 15].f;
    Out[o + 4] = (uint64_t)(int64_t)(table[(i >> 2) & 3] * 4.0);
    Out[o + 5] = bias * (uint64_t)i;
    Out[o + 6] = it.n + (uint64_t)(it.f * 8.0);
    Out[o + 7] = (uint64_t)(scale * 1024.0) + r;
    RawOut.Store<double>(i * 16, GD[gi] + scale);
    RawOut.Store<uint64_t>(i * 16 + 8, GU[gi] ^ bias);
    if (i < 4) {
        Item w = Items[i];
        w.a = w.a * 2.0 + table[i];
        w.n = w.n + bias;
        Items[i] = w;
    }
}
