// SM 6.6 derivatives in a compute shader under the 1D quad rule
// (numthreads(64, 1, 1)): a quad is four consecutive SV_GroupIndex
// values, lanes 4k..4k+3 as the hardware places them (no renumbering), so
// ddx of the thread index is 1 and ddy 2 (lane 2 - lane 0). Lavapipe runs
// it with the DerivativeGroupLinearNV mode the harness declares. Which
// lanes a coarse derivative uses is the implementation's choice (hlslc's,
// like ACO's, are lane 1 - lane 0 and lane 2 - lane 0 for the whole quad;
// lavapipe's follow the lane's row and column, as fine ones do), so the
// coarse forms only see values linear in the thread index, where every
// choice agrees; derivatives_quads_2d compares hlslc's coarse ones on
// other values with the interpreter.
// RUN-FLAGS: -T cs_6_6
// FLOAT: Out f32
// CHECK-LABEL: main:
// CHECK: v_sub_f32_dpp v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}} quad_perm:[1,1,3,3] row_mask:0xf bank_mask:0xf
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
    float lin = id.x * 1.5 - 7;
    Out[id.x] = float4(ddx_fine(f), ddy_fine(f), ddx_coarse(lin), ddy(lin) + fwidth(lin * 0.5));
    float x = gi;
    Check[id.x] = ddx(x) == 1 && ddy(x) == 2 && ddx_fine(x) == 1 && ddy_fine(x) == 2 && fwidth(x) == 3 ? 1 : 0;
}
