// Typed buffers and textures of 64-bit elements: each 64-bit component is
// two 32-bit uint format components, low word first (D3D's R32G32_UINT
// storage), loaded as one element and combined in the code; stores split.
// RUN-FLAGS: -T cs_6_6
// CHECK-LABEL: main:
// CHECK: buffer_load_format_xyzw
// CHECK: image_load {{v\[[0-9]+:[0-9]+\]}}, {{.*}} dmask:0x3
// CHECK: buffer_store_format_xy
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "BU": {"u64": [0, 1, 18446744073709551615, 4294967296, 81985529216486895, 9223372036854775808, 12345678901234, 42]},
// RUN-SPEC:   "BD": {"f64": [0.5, -1.25, 1e300, 3.141592653589793, -0, 1e-310, 2, 7]},
// RUN-SPEC:   "TI": {"dims": [4, 2], "i64": [-1, 2, -3, 4, 9007199254740993, -9007199254740993, 0, 123456789012]},
// RUN-SPEC:   "RI": {"i64": [5, -5, 0, 1, -9223372036854775808, 9223372036854775807, 77, -77]},
// RUN-SPEC:   "OU": {"zero": 128}, "OD": {"zero": 128}}}
Buffer<uint64_t> BU : register(t0);
Buffer<double2> BD : register(t1);
Texture2D<int64_t> TI : register(t2);
RWBuffer<int64_t> RI : register(u1);
RWStructuredBuffer<uint64_t2> OU : register(u0);
RWStructuredBuffer<double2> OD : register(u2);

[numthreads(8, 1, 1)]
void main(uint id : SV_DispatchThreadID)
{
    uint64_t u = BU[id];
    double2 d = BD[id % 4];
    int64_t t = TI[uint2(id % 4, id / 4)];
    RI[id] = RI[id] + t;
    OU[id] = uint64_t2(u ^ (uint64_t)t, u + 1);
    OD[id] = d.yx;
}
