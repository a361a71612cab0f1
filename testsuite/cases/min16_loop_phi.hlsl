// min16float2 values carried around a loop with a per-lane trip count and
// merged after a divergent branch (packed values through phis), with a
// cbuffer scale converted once.
// FLOAT: Out min16
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"P": {"scale": 0.5},
// RUN-SPEC:   "Out": {"zero": 512}}}
// The pair v * s + (...) in the loop is one packed multiply (or fma) when v
// stays packed across the loop's phi.
// XFAIL: hlslc-checks: the loop body computes the min16float2 pair as two v_mul_f16 and two v_add_f16 on unpacked halves (v6, v7), not as v_pk_mul_f16/v_pk_fma_f16
// CHECK-LABEL: main:
// CHECK: {{^}}.Lloop{{[0-9]+}}:
// CHECK: v_pk_{{(mul|fma)}}_f16
// CHECK: s_cbranch_execnz .Lloop
cbuffer P : register(b0) { float scale; };
RWStructuredBuffer<float2> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    min16float2 v = min16float2((min16float)(float)(id.x & 7), (min16float)0.25);
    min16float s = (min16float)scale;
    for (uint i = 0; i < (id.x % 5); i++)
        v = v * s + min16float2(1.0, (min16float)(float)i * (min16float)0.5);
    if (id.x & 1)
        v = v.yx - (min16float)1.0;
    else
        v = max(v, (min16float)0.75);
    Out[id.x] = (float2)v;
}
