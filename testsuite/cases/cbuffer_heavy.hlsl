// A cbuffer-heavy shader: a uniform loop over a cbuffer array of float4 lights
// with a count from the cbuffer, a row-major float4x4 and scalars. Every
// cbuffer value is wave-invariant: s_load/s_buffer_load into SGPRs, the
// loop counter and its exit test on the SALU.
// FLOAT: Out f32
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {
// RUN-SPEC:   "Scene": {"view": [1, 0, 0, 0.5, 0, 1, 0, -0.25, 0, 0, 1, 2, 0, 0, 0, 1],
// RUN-SPEC:     "numLights": 5, "ambient": 0.125, "gain": 1.5, "bias": -0.25,
// RUN-SPEC:     "lights": [[1, 0, 0, 2], [0, 1, 0, 1], [0, 0, 1, 0.5], [1, 1, 0, 0.25], [0.5, 0.5, 0.5, 3], [9, 9, 9, 9], [9, 9, 9, 9], [9, 9, 9, 9]]},
// RUN-SPEC:   "Out": {"zero": 512}}}
// CHECK-LABEL: main:
// CHECK: s_load_dwordx4
// CHECK: s_buffer_load_dword
// CHECK: s_cmp_lt_u32 s{{[0-9]+}}, s{{[0-9]+}}
// REPORT: smem >= 2
// REPORT: vgprs <= 16
cbuffer Scene : register(b0)
{
    row_major float4x4 view;
    uint numLights;
    float ambient;
    float gain;
    float bias;
    float4 lights[8];
};
RWStructuredBuffer<float> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float3 p = float3(id.x * 0.125f, (id.x & 7) * 0.5f, 1.0f);
    float3 v = mul(view, float4(p, 1.0f)).xyz;
    float acc = ambient;
    for (uint i = 0; i < numLights; i++) {
        float3 d = lights[i].xyz - v;
        acc += lights[i].w / (1.0f + dot(d, d));
    }
    Out[id.x] = acc * gain + bias;
}
