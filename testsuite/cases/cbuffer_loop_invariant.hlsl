// cbuffer values read inside a loop are loop-invariant: loaded once before
// the loop (one s_buffer_load and one s_waitcnt), not in every iteration.
// FLOAT: Out f32
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"P": {"scale": 0.5, "bias": 0.25},
// RUN-SPEC:   "Out": {"zero": 256}}}
// CHECK-LABEL: main:
// CHECK: s_buffer_load_dword
// CHECK: {{^}}.Lloop{{[0-9]+}}:
// CHECK-NOT: s_buffer_load
// CHECK: s_cbranch_execnz .Lloop
cbuffer P : register(b0)
{
    float scale;
    float bias;
};
RWStructuredBuffer<float> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float acc = 0.0f;
    for (uint i = 0; i < (id.x & 7) + 1; i++)
        acc = acc * scale + bias * (float)i;
    Out[id.x] = acc;
}
