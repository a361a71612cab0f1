// Bit intrinsics of 64-bit integers: countbits (a uint count),
// reversebits (all 64 bits), firstbithigh of uint64_t (the highest set
// bit) and of int64_t (the highest bit that differs from the sign; none
// for 0 and -1), firstbitlow, on scalars and vectors, with zero, all ones,
// single high bits and values whose halves differ; AddUint64 on uint2
// halves beside the native 64-bit sum.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u64": [0, 18446744073709551615, 1, 9223372036854775808, 4294967296, 4294967295,
// RUN-SPEC:     81985529216486895, 18364758544493064720, 6148914691236517205, 12297829382473034410,
// RUN-SPEC:     72057594037927936, 255, 4611686018427387904, 17293822569102704640, 3, 1152921504606846976]},
// RUN-SPEC:   "Out": {"zero": 2048}}}
// CHECK-LABEL: main:
// CHECK: v_bcnt_u32_b32
// CHECK: v_bfrev_b32
// CHECK: v_ffbh_u32
StructuredBuffer<uint64_t> In : register(t0);
RWStructuredBuffer<uint64_t> Out : register(u0);

[numthreads(16, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint64_t u = In[id.x];
    int64_t s = (int64_t)u;
    uint64_t2 v = uint64_t2(u, In[(id.x + 5) & 15]);
    uint o = id.x * 16;
    Out[o + 0] = countbits(u);
    Out[o + 1] = reversebits(u);
    Out[o + 2] = firstbithigh(u);
    Out[o + 3] = firstbitlow(u);
    Out[o + 4] = firstbithigh(s);
    Out[o + 5] = firstbitlow(s);
    uint2 cv = countbits(v);
    Out[o + 6] = (uint64_t)cv.x << 32 | cv.y;
    uint64_t2 rv = reversebits(v);
    Out[o + 7] = rv.x ^ (rv.y >> 1);
    uint2 hv = firstbithigh(v);
    Out[o + 8] = (uint64_t)hv.x << 32 | hv.y;
    int64_t2 sv = int64_t2(s, -s);
    uint2 hs = firstbithigh(sv);
    Out[o + 9] = (uint64_t)hs.x << 32 | hs.y;
    uint2 ls = firstbitlow(sv);
    Out[o + 10] = (uint64_t)ls.x << 32 | ls.y;
    uint2 a = uint2((uint)u, (uint)(u >> 32));
    uint2 b = uint2((uint)v.y, (uint)(v.y >> 32));
    uint2 sum = AddUint64(a, b);
    Out[o + 11] = ((uint64_t)sum.y << 32 | sum.x) ^ (u + v.y);
    Out[o + 12] = countbits(u ^ (u >> 1)) + countbits((uint)u);
}
