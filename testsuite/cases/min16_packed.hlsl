// min16float4 arithmetic on paired values: the backend packs pairs of
// 16-bit operations into v_pk_* instructions (seed document 003's FP16
// article), so the report counts packed VALU instructions. The inputs are
// multiples of 1/4 in [-4, 4], so every step is exact in f16 and f32 alike.
// FLOAT: Out min16
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"f32": [-4.0, 2.25, 0.25, 4.0, -4.0, -1.0, 2.25, 1.25, 0.75, 1.0, 0.75,
// RUN-SPEC:     -1.75, -0.75, -2.75, -2.5, -3.75, -3.5, -3.5, 3.5, -2.25, -2.0, 2.25, -2.75,
// RUN-SPEC:     -2.25, -0.75, 2.75, -3.5, 0.25, 1.75, -2.75, 0.0, 1.25, 3.0, -2.5, 3.5, -2.25,
// RUN-SPEC:     -2.25, 3.5, 0.5, -3.25, -3.5, 1.5, -2.0, -3.75, -0.75, 3.5, 2.25, 3.75, 3.75,
// RUN-SPEC:     -0.5, 0.75, -4.0, -4.0, -3.0, -3.25, 3.25, 0.0, -1.0, -2.5, 3.75, -2.75, -3.0,
// RUN-SPEC:     -1.5, 2.25, -4.0, 1.0, 3.0, -1.25, 0.25, -3.25, -1.25, 2.5, 2.75, 3.25, -3.5,
// RUN-SPEC:     -1.25, 0.0, -2.25, -3.75, -3.5, 3.75, -3.5, 1.5, -2.5, -1.5, 0.75, -0.25, -3.25,
// RUN-SPEC:     4.0, 3.75, 0.0, -0.25, 3.0, -2.75, 1.0, -2.0, 2.25, -2.25, 0.5, -0.5, -1.75, 0.25,
// RUN-SPEC:     1.0, 2.0, 3.75, -1.75, -2.0, -2.75, 4.0, -3.25, 0.0, 1.75, 3.5, 3.0, 3.25, 0.0,
// RUN-SPEC:     -1.25, -2.25, -1.75, -1.25, 1.75, 0.75, 1.25, -3.25, 1.75, 3.5, 2.5, -0.75, 1.0,
// RUN-SPEC:     4.0, -1.0, -1.25, -3.5, -1.5, -1.75, 2.75, -1.5, -3.5, -1.5, 3.25, -1.75, 0.25,
// RUN-SPEC:     -3.5, 0.5, -2.75, -0.75, -1.5, -3.5, -4.0, 2.25, -2.5, -2.5, -3.75, -3.75, 0.0,
// RUN-SPEC:     0.25, -2.75, 3.75, -3.75, 1.75, -1.5, 3.5, 3.5, 3.75, 0.0, 3.0, 2.5, -1.0, 3.25,
// RUN-SPEC:     -3.0, 3.0, 1.5, -2.5, -0.25, 1.75, 2.5, 1.0, 2.25, 3.75, -3.75, 2.5, -2.25, -0.25,
// RUN-SPEC:     1.0, 1.5, -2.25, -4.0, -1.75, -1.5, -1.0, -1.0, 2.5, -1.75, 2.75, 3.75, 2.25,
// RUN-SPEC:     -1.0, 3.5, 3.5, 1.25, 2.25, 2.0, 1.5, -2.75, -1.25, -3.25, -1.0, 3.0, 1.5, 3.5,
// RUN-SPEC:     1.75, -3.25, 3.0, 2.0, -2.5, 0.5, -1.25, 2.0, 3.5, 3.25, -1.0, 2.5, 3.0, 4.0,
// RUN-SPEC:     -4.0, -1.0, -1.0, -1.75, 2.5, 3.5, 1.25, -2.0, 2.5, -2.0, -2.0, 2.5, 2.0, 3.5,
// RUN-SPEC:     2.5, -1.0, 4.0, 3.25, -0.75, 2.5, -0.75, 1.25, -2.75, 2.25, 3.25, 0.25, 1.25,
// RUN-SPEC:     -0.5, -2.5, 3.5, 3.25, 3.75]},
// RUN-SPEC:   "Out": {"zero": 1024}}}
// CHECK-LABEL: main:
// CHECK: v_pk_mul_f16
// CHECK: v_pk_add_f16
// CHECK: v_pk_max_f16
// CHECK: v_pk_min_f16
// REPORT: valu_packed >= 8
StructuredBuffer<float4> In : register(t0);
RWStructuredBuffer<float4> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    min16float4 a = (min16float4)In[id.x];
    min16float4 b = (min16float4)In[id.x ^ 1];
    min16float4 c = a * b + min16float4(0.5, 1.0, -1.0, 2.0);
    c = c * (min16float)0.25 + a;
    min16float4 d = max(c, b) - min(a, (min16float)1.0);
    Out[id.x] = (float4)(d * (min16float)0.5);
}
