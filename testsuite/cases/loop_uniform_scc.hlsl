// A loop whose trip count and exit are wave-uniform (a cbuffer count and a
// uniform early exit): with the uniformity analysis the exit belongs on the
// SALU (s_cmp, s_cbranch_scc), with exec untouched inside the loop.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"P": {"n": 12, "stop": 9},
// RUN-SPEC:   "Out": {"zero": 256}}}
// CHECK-LABEL: main:
// CHECK: s_cmp_lt_u32
// CHECK-NOT: exec
// CHECK: s_cbranch_scc{{[01]}}
// CHECK: s_endpgm
cbuffer P : register(b0)
{
    uint n;
    uint stop;
};
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint acc = id.x;
    for (uint i = 0; i < n; i++) {
        if (i == stop)
            break;
        acc = acc * 3 + i;
    }
    Out[id.x] = acc;
}
