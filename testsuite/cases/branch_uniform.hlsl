// Branches on cbuffer values are uniform: the condition is an SALU compare
// (s_cmp, s_cbranch_scc); the divergent branch on the thread id masks exec
// with a vector compare. (The arms of the last two ifs do too much work to
// become selects: a uniform branch runs one arm, and a divergent one
// around a loop cannot be converted.)
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"P": {"mode": 2, "k": 5},
// RUN-SPEC:   "Out": {"zero": 256}}}
// CHECK-LABEL: main:
// CHECK: s_cmp_eq_u32 s{{[0-9]+}}, 1
// CHECK: s_cbranch_scc{{[01]}}
// CHECK: s_cmp_gt_u32 s{{[0-9]+}}, 3
// CHECK: s_cbranch_scc{{[01]}}
// CHECK: v_cmp_ne_u32_{{e32|e64}} [[C:(vcc|s\[[0-9]+:[0-9]+\])]]
// CHECK: s_and_saveexec_b64 s[{{[0-9]+:[0-9]+}}], [[C]]
// CHECK: s_cbranch_execz
cbuffer P : register(b0)
{
    uint mode;
    uint k;
};
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint v = id.x;
    if (mode == 1)
        v = v * k;
    else if (mode == 2)
        v = v + k * 100;
    else
        v = 0;
    if (k > 3)
        v = (v ^ 0x55) * k + 7;
    if (id.x & 1)
        for (uint i = 0; i < k; i++)
            v += 1000 + i;
    Out[id.x] = v;
}
