// Wave prefix sums (exclusive) of integers and floats, the wave total and
// maximum, over two waves per group.
// WAVE-SIZE-DEPENDENT
// FLOAT: FSum f32
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [5, 3, 8, 1, 9, 2, 7, 4, 6, 0, 11, 13, 12, 10, 15, 14, 3, 3, 3, 3, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
// RUN-SPEC:     100, 1, 100, 1, 2, 50, 2, 50, 0, 0, 0, 0, 7, 7, 7, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]},
// RUN-SPEC:   "Sum": {"zero": 512}, "FSum": {"zero": 512}, "Total": {"zero": 512}}}
StructuredBuffer<uint> In : register(t0);
// CHECK-LABEL: main:
// CHECK: v_add_u32_dpp [[V:v[0-9]+]], {{v[0-9]+}}, {{v[0-9]+}} row_shr:1
// CHECK-NEXT: s_nop
// CHECK-NEXT: v_add_u32_dpp [[V]], [[V]], [[V]] row_shr:2
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
