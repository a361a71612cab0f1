// SM 6.6 derivatives in a compute shader under the 2D quad rule
// (numthreads X and Y even): a quad is a 2x2 block of SV_GroupThreadID,
// which hlslc arranges by renumbering the threads (docs/abi.md), and
// ddx/ddy (coarse: lane 1 - lane 0, lane 2 - lane 0), ddx_fine/ddy_fine
// (along the lane's row/column) and fwidth are a DPP quad_perm move of the
// subtrahend and a v_sub_f32_dpp (or v_sub_f16_dpp) reading the minuend. Check[] pins the layout: every thread (each slot once, so
// the renumbering is a bijection) sees consistent SV_GroupThreadID,
// SV_DispatchThreadID and SV_GroupIndex, ddx of its x id is 1, ddy of its
// y id is 1, and the cross terms are 0.
// RUN-FLAGS: -T cs_6_6
// LAVAPIPE-SKIP: lavapipe keeps linear quads under the DerivativeGroupQuadsNV mode the harness declares (ddy of SV_GroupThreadID.y is 0 there)
// FLOAT: Out f32
// CHECK-LABEL: main:
// CHECK-DAG: v_sub_f32_dpp v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}} quad_perm:[1,1,1,1] row_mask:0xf bank_mask:0xf
// CHECK-DAG: v_mov_b32_dpp v{{[0-9]+}}, v{{[0-9]+}} quad_perm:[0,0,0,0] row_mask:0xf bank_mask:0xf
// CHECK-DAG: v_sub_f32_dpp v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}} quad_perm:[2,2,2,2] row_mask:0xf bank_mask:0xf
// CHECK-DAG: v_sub_f32_dpp v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}} quad_perm:[1,1,3,3] row_mask:0xf bank_mask:0xf
// CHECK-DAG: v_mov_b32_dpp v{{[0-9]+}}, v{{[0-9]+}} quad_perm:[0,0,2,2] row_mask:0xf bank_mask:0xf
// CHECK-DAG: v_sub_f32_dpp v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}} quad_perm:[2,3,2,3] row_mask:0xf bank_mask:0xf
// CHECK-DAG: v_mov_b32_dpp v{{[0-9]+}}, v{{[0-9]+}} quad_perm:[0,1,0,1] row_mask:0xf bank_mask:0xf
// CHECK-DAG: v_sub_f16_dpp v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}} quad_perm:[1,1,3,3] row_mask:0xf bank_mask:0xf
// CHECK-NOT: ds_bpermute_b32
// RUN-SPEC: {"dispatch": [2, 2, 1], "resources": {"Out": {"zero": 8192}, "Check": {"zero": 1024}}}
// EXPECT: {"Check": {"u32": [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
// EXPECT: 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
// EXPECT: 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
// EXPECT: 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
// EXPECT: 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
// EXPECT: 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
// EXPECT: 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
// EXPECT: 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]}}
RWStructuredBuffer<float4> Out : register(u0);
RWStructuredBuffer<uint> Check : register(u1);

[numthreads(8, 4, 2)]
void main(uint3 id : SV_DispatchThreadID, uint3 gt : SV_GroupThreadID, uint gi : SV_GroupIndex, uint3 g : SV_GroupID)
{
    uint slot = gi + 64 * (g.x + 2 * g.y);
    float f = id.x * id.x * 0.375 + id.y * 3.25 - id.x * id.y * 0.5 + gt.z * 7.0;
    min16float h = min16float(id.x * 0.25 + id.y * id.y * 0.125);
    Out[slot * 2] = float4(ddx(f), ddy(f), ddx_fine(f), ddy_fine(f));
    Out[slot * 2 + 1] = float4(fwidth(f), ddx_coarse(f * f), ddx_fine(h), ddy_coarse(h));
    float x = gt.x, y = gt.y;
    bool ok = all(id == g * uint3(8, 4, 2) + gt) && gi == gt.x + 8 * gt.y + 32 * gt.z;
    ok = ok && ddx(x) == 1 && ddy(y) == 1 && ddx(y) == 0 && ddy(x) == 0;
    ok = ok && ddx_fine(x) == 1 && ddy_fine(y) == 1 && ddx_fine(y) == 0 && ddy_fine(x) == 0;
    Check[slot] = ok ? 1 : 0;
}
