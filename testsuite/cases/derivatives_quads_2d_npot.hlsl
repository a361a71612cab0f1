// The 2D-quad renumbering with numthreads whose halves are not powers of
// two (6x10x3: k mod 3, k / 3 mod 5, k / 15 by constant division): every
// thread's ids are consistent, its quad is a 2x2 block (derivatives of its
// ids) and each SV_GroupIndex occurs once (Seen).
// RUN-FLAGS: -T cs_6_6
// LAVAPIPE-SKIP: lavapipe keeps linear quads under the DerivativeGroupQuadsNV mode the harness declares (ddy of SV_GroupThreadID.y is 0 there)
// RUN-SPEC: {"dispatch": [2, 1, 2], "resources": {"Count": {"zero": 4}, "Seen": {"zero": 720}, "Out": {"zero": 11520}}}
// EXPECT: {"Count": {"u32": [720]}, "Seen": {"u32": [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,
// EXPECT: 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,
// EXPECT: 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4]}}
// FLOAT: Out f32
RWStructuredBuffer<uint> Count : register(u0);
RWStructuredBuffer<uint> Seen : register(u1);
RWStructuredBuffer<float4> Out : register(u2);

[numthreads(6, 10, 3)]
void main(uint3 id : SV_DispatchThreadID, uint3 gt : SV_GroupThreadID, uint gi : SV_GroupIndex, uint3 g : SV_GroupID)
{
    float x = gt.x, y = gt.y;
    bool ok = all(id == g * uint3(6, 10, 3) + gt) && gi == gt.x + 6 * (gt.y + 10 * gt.z);
    ok = ok && ddx(x) == 1 && ddy(y) == 1 && ddx(y) == 0 && ddy(x) == 0 && ddx_fine(x) == 1 && ddy_fine(y) == 1;
    uint prev;
    InterlockedAdd(Seen[gi], 1, prev);
    if (ok)
        InterlockedAdd(Count[0], 1);
    float f = id.x * id.y * 0.25 + id.z * id.z;
    Out[(g.x + 2 * g.z) * 180 + gi] = float4(ddx(f), ddy(f), ddx_fine(f * f), ddy_fine(f * f));
}
