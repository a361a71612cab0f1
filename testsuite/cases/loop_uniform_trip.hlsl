// A loop whose trip count comes from a cbuffer is uniform: its counter and
// exit compare live on the SALU (s_add, s_cmp), with no vector compare.
// FLOAT: Out f32
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"P": {"n": 9, "step": 0.25},
// RUN-SPEC:   "Out": {"zero": 256}}}
// CHECK-LABEL: main:
// CHECK: s_buffer_load_dword
// CHECK: s_cmp_lt_u32 [[I:s[0-9]+]], s{{[0-9]+}}
// CHECK-NOT: v_cmp
// CHECK: s_add_u32 [[I]], [[I]], 1
// CHECK: s_endpgm
cbuffer P : register(b0)
{
    uint n;
    float step;
};
RWStructuredBuffer<float> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float x = (float)id.x;
    float acc = 0.0f;
    for (uint i = 0; i < n; i++)
        acc = acc * 0.5f + x * step + (float)i;
    Out[id.x] = acc;
}
