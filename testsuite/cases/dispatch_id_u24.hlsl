// A dispatch has at most 65535 workgroups per dimension, so with 64
// threads SV_DispatchThreadID.x is below 2^22: its product with a
// structure's stride takes the 24-bit multiply (v_mul_u32_u24, 4 bytes)
// instead of v_mul_lo_u32 (8 bytes, a quarter of the rate).
// RUN-SPEC: {"dispatch": [6, 1, 1], "resources": {
// RUN-SPEC:   "Src": {"u32": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
// RUN-SPEC:                   21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40]},
// RUN-SPEC:   "Out": {"zero": 15360}}}
// CHECK-LABEL: main:
// CHECK-NOT: v_mul_lo_u32
// CHECK: v_mul_u32_u24
// CHECK-NOT: v_mul_lo_u32
// CHECK: s_endpgm
struct Rec
{
    uint a, b, c, d, e, f, g, h, i, j;
};
StructuredBuffer<Rec> Src : register(t0);
RWStructuredBuffer<Rec> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID, uint3 gid : SV_GroupID)
{
    Rec r = Src[dtid.x & 3];
    r.a += dtid.x;
    r.j ^= gid.y;
    Out[dtid.x] = r;
}
