// Wave prefix sums (exclusive) of integers and floats, the wave total and
// maximum, over two waves per group.
// WAVE-SIZE-DEPENDENT
// FLOAT: FSum f32
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [5, 3, 8, 1, 9, 2, 7, 4, 6, 0, 11, 13, 12, 10, 15, 14, 3, 3, 3, 3, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
// RUN-SPEC:     100, 1, 100, 1, 2, 50, 2, 50, 0, 0, 0, 0, 7, 7, 7, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]},
// RUN-SPEC:   "Sum": {"zero": 512}, "FSum": {"zero": 512}, "Total": {"zero": 512}}}
StructuredBuffer<uint> In : register(t0);
// The scan opens EXEC to the wave and selects each lane's value by the
// saved mask (the identity, 0, in the lanes that were inactive); the
// exclusive shift reads 0 into lane 0 through bound_ctrl.
// CHECK-LABEL: main:
// CHECK: s_or_saveexec_b64 [[OLD:s\[[0-9]+:[0-9]+\]]], -1
// CHECK-NOT: s_mov_b64 exec
// CHECK: v_cndmask_b32_e64 [[V:v[0-9]+]], 0, {{v[0-9]+}}, [[OLD]]
// CHECK-NEXT: s_nop
// CHECK-NEXT: v_add_u32_dpp [[V]], [[V]], [[V]] row_shr:1
// CHECK-NEXT: s_nop
// CHECK-NEXT: v_add_u32_dpp [[V]], [[V]], [[V]] row_shr:2
// CHECK: v_add_u32_dpp [[V]], [[V]], [[V]] row_bcast:31
// CHECK-NEXT: s_nop
// CHECK-NEXT: v_mov_b32_dpp {{v[0-9]+}}, [[V]] wave_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
// CHECK-NEXT: s_mov_b64 exec, [[OLD]]
RWStructuredBuffer<uint> Sum : register(u0);
RWStructuredBuffer<float> FSum : register(u1);
RWStructuredBuffer<uint> Total : register(u2);

[numthreads(128, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint x = In[id.x];
    Sum[id.x] = WavePrefixSum(x);
    FSum[id.x] = WavePrefixSum((float)x * 0.5f);
    Total[id.x] = WaveActiveSum(x) + WaveActiveMax(x) * 65536;
}
