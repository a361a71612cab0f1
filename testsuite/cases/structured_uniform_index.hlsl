// A read-only StructuredBuffer of structs indexed by SV_GroupID (uniform):
// the element is read with scalar loads into SGPRs; the same buffer indexed
// by the thread id needs vector loads.
// FLOAT: Out f32
// RUN-SPEC: {"dispatch": [4, 1, 1], "resources": {
// RUN-SPEC:   "Params": {"f32": [1, 0.5, 2, 0, 3, 0.25, -1, 0, 5, 2, 0.5, 0, -2, 1, 4, 0]},
// RUN-SPEC:   "Out": {"zero": 512}}}
// CHECK-LABEL: main:
// CHECK: s_buffer_load_dword{{(x[0-9]+)?}} s
// CHECK: buffer_load_dword v
// REPORT: smem >= 3
struct Param {
    float scale;
    float offset;
    float power;
    float pad;
};
StructuredBuffer<Param> Params : register(t0);
RWStructuredBuffer<float> Out : register(u0);

[numthreads(32, 1, 1)]
void main(uint3 g : SV_GroupID, uint3 id : SV_DispatchThreadID)
{
    Param p = Params[g.x];
    Param q = Params[id.x & 3];
    float x = (float)(id.x & 31) * 0.125f;
    Out[id.x] = x * p.scale + p.offset + p.power * q.scale;
}
