// Quad reads in a compute shader under SM 6.6's 2D quad rule (numthreads X
// and Y even, no derivatives used): QuadReadAcrossX/Y/Diagonal,
// QuadReadLaneAt, QuadAny and QuadAll see the 2x2 block of
// SV_GroupThreadID as their quad, as derivatives do (hlslc renumbers the
// threads: docs/abi.md). Check[] is 1 when every id is consistent and every
// quad read returns the neighbour the 2D layout names; Out[] holds the
// values read, so the executor and the interpreter are compared on them.
// RUN-FLAGS: -T cs_6_7
// LAVAPIPE-SKIP: lavapipe keeps linear quads under the DerivativeGroupQuadsNV mode the harness declares
// CHECK-LABEL: main:
// CHECK: v_mov_b32_dpp v{{[0-9]+}}, v{{[0-9]+}} quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {"Out": {"zero": 2304}, "Check": {"zero": 576}}}
// EXPECT: {"Check": {"u32": [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
// EXPECT: 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
// EXPECT: 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
// EXPECT: 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
// EXPECT: 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]}}
RWStructuredBuffer<uint4> Out : register(u0);
RWStructuredBuffer<uint> Check : register(u1);

[numthreads(4, 6, 3)]
void main(uint3 id : SV_DispatchThreadID, uint3 gt : SV_GroupThreadID, uint gi : SV_GroupIndex, uint3 g : SV_GroupID)
{
    uint slot = gi + 72 * g.x;
    uint v = gt.x + 10 * gt.y + 100 * gt.z;
    uint4 r = uint4(QuadReadAcrossX(v), QuadReadAcrossY(v), QuadReadAcrossDiagonal(v), QuadReadLaneAt(v, 3));
    Out[slot] = r;
    bool ok = all(id == g * uint3(4, 6, 3) + gt) && gi == gt.x + 4 * gt.y + 24 * gt.z;
    ok = ok && r.x == ((gt.x ^ 1) + 10 * gt.y + 100 * gt.z);
    ok = ok && r.y == (gt.x + 10 * (gt.y ^ 1) + 100 * gt.z);
    ok = ok && r.z == ((gt.x ^ 1) + 10 * (gt.y ^ 1) + 100 * gt.z);
    ok = ok && r.w == ((gt.x | 1) + 10 * (gt.y | 1) + 100 * gt.z);
    ok = ok && QuadAll(gt.z == QuadReadAcrossDiagonal(gt.z)) && QuadAny(gt.x % 2 == 1 && gt.y % 2 == 1) && !QuadAny(gt.x > 3);
    Check[slot] = ok ? 1 : 0;
}
