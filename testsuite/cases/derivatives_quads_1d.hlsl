// SM 6.6 derivatives in a compute shader under the 1D quad rule
// (numthreads(64, 1, 1)): a quad is four consecutive SV_GroupIndex
// values, lanes 4k..4k+3 as the hardware places them (no renumbering), so
// ddx of the thread index is 1 and ddy 2 (lane 2 - lane 0).
// RUN-FLAGS: -T cs_6_6
// LAVAPIPE-SKIP: glslang's HLSL front end emits OpDPdx* in GLCompute without a DerivativeGroup*KHR execution mode, which leaves the derivatives undefined (lavapipe's differ)
// FLOAT: Out f32
// CHECK-LABEL: main:
// CHECK: v_mov_b32_dpp v{{[0-9]+}}, v{{[0-9]+}} quad_perm:[1,1,1,1] row_mask:0xf bank_mask:0xf
// CHECK-NOT: ds_bpermute_b32
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {"Out": {"zero": 2048}, "Check": {"zero": 512}}}
// EXPECT: {"Check": {"u32": [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
// EXPECT: 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
// EXPECT: 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
// EXPECT: 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]}}
RWStructuredBuffer<float4> Out : register(u0);
RWStructuredBuffer<uint> Check : register(u1);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    float f = id.x * id.x * 0.375 - (id.x % 5) * 2.5 + id.x * 0.5;
    Out[id.x] = float4(ddx(f), ddy(f), ddx_fine(f), ddy_fine(f));
    float x = gi;
    Check[id.x] = ddx(x) == 1 && ddy(x) == 2 && ddx_fine(x) == 1 && ddy_fine(x) == 2 && fwidth(x) == 3 ? 1 : 0;
}
