// Quad reads feeding one arithmetic operation each are read through DPP by
// that operation (v_add_f32_dpp and the like: one instruction, no
// v_mov_b32_dpp): a float quad reduction as FidelityFX SPD writes it,
// integer and float min/max, a product, and subtractions from either side
// (the read on the right takes the "rev" form). Reads of constants or
// uniform values, and reads with other users, keep their move.
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {"In": {"f32": [-0.703125, -1.390625, 0.609375, -1.703125,
// RUN-SPEC:   0.140625, -0.53125, -1.765625, 0.03125, -1.84375, -0.265625, -1.71875, -1.640625, -0.296875, 1.3125,
// RUN-SPEC:   -1.5, -1.109375, 0.515625, 1.796875, 0.3125, -0.40625, 1.90625, -1.8125, 1.4375, -0.84375, -1.421875,
// RUN-SPEC:   -1.53125, -0.765625, 1.265625, -1.28125, 0.328125, 0.5625, -0.515625, 0.1875, -1.75, -1.765625,
// RUN-SPEC:   -1.171875, 0.71875, -0.296875, -0.75, 0.34375, -0.1875, -0.796875, 1.171875, 0.796875, -1.03125,
// RUN-SPEC:   0.296875, 0.09375, 1.5, 0.921875, -0.84375, 1.921875, -1.53125, -0.328125, 1.03125, -1.390625,
// RUN-SPEC:   -0.046875, -1.84375, 0.671875, 1.0625, 0.296875, 1.5, -0.75, 0.78125, 0.375, 0.3125, -0.171875,
// RUN-SPEC:   1.359375, 1.78125, -0.109375, 0.65625, -1.75, 0.8125, 0.59375, 1.96875, 1.28125, -0.859375, -0.453125,
// RUN-SPEC:   0.671875, -1.90625, -0.15625, -1.328125, -1.53125, -1.765625, 1.078125, -1.484375, -1.015625, -0.4375,
// RUN-SPEC:   1.484375, -1.671875, -0.203125, 0.203125, 1.53125, 1.28125, 1.453125, -0.890625, -0.34375, -0.5625,
// RUN-SPEC:   1.53125, 1.828125, -1.390625, -1.296875, -1.078125, -1.0625, -0.0625, 0.359375, -0.953125, -1.984375,
// RUN-SPEC:   -0.328125, -0.515625, 0.265625, 1.8125, 0.765625, 0.0625, 0.46875, 0.703125, -1.78125, 1.59375, 1.125,
// RUN-SPEC:   1.5, 1.1875, -0.4375, -0.40625, -1.578125, 0.53125, -1.75, -1.734375, -1.171875, -1.34375]},
// RUN-SPEC:   "P": {"s": 3}, "Out": {"zero": 4096}}}
// CHECK-LABEL: main:
// CHECK: v_add_f32_dpp v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}} quad_perm:[1,1,1,1] row_mask:0xf bank_mask:0xf
// CHECK: v_add_f32_dpp v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}} quad_perm:[2,2,2,2] row_mask:0xf bank_mask:0xf
// CHECK: v_add_f32_dpp v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}} quad_perm:[3,3,3,3] row_mask:0xf bank_mask:0xf
// CHECK-DAG: v_subrev_f32_dpp
// CHECK-DAG: v_max_i32_dpp
// CHECK-DAG: v_min_f32_dpp
// CHECK-DAG: v_subrev_u32_dpp
// CHECK: s_endpgm
StructuredBuffer<float> In : register(t0);
cbuffer P : register(b0) { int s; };
RWStructuredBuffer<float4> Out : register(u0);

float Reduce4(float v0, float v1, float v2, float v3) { return (v0 + v1 + v2 + v3) * 0.25; }

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float x = In[id.x];
    float avg = Reduce4(x, QuadReadLaneAt(x, 1), QuadReadLaneAt(x, 2), QuadReadLaneAt(x, 3));
    float y = x * 3.0 - 1.0;
    float d = y - QuadReadAcrossX(y);
    float e = QuadReadAcrossY(y) * y;
    float m = min(QuadReadAcrossDiagonal(y), y + 0.5);
    int i = (int)(x * 100.0) - 50;
    int mx = max(i, QuadReadAcrossX(i));
    uint u = (uint)(abs(x) * 1000.0);
    uint du = u - QuadReadAcrossY(u);
    uint uni = QuadReadAcrossX((uint)s) + u;
    Out[id.x * 2] = float4(avg, d, e, m);
    Out[id.x * 2 + 1] = float4(mx, du, uni, QuadReadLaneAt(x, 0) + QuadReadLaneAt(x, 0) * x);
}
