// A uniform test for zero of a value whose scalar instruction already set
// SCC to "result != 0" (and, shift, xor) needs no compare: the branches and
// selects that read it are inverted (s_cbranch_scc0 <-> s_cbranch_scc1,
// s_cselect's sources swapped). The dispatch's groups take both ways.
// RUN-SPEC: {"dispatch": [4, 1, 1], "resources": {
// RUN-SPEC:   "P": {"mask": 6, "bits": 1},
// RUN-SPEC:   "Out": {"zero": 1024}}}
// CHECK-LABEL: main:
// CHECK-NOT: s_cmp_eq_u32 s{{[0-9]+}}, 0
// CHECK: s_endpgm
cbuffer P : register(b0)
{
    uint mask;
    uint bits;
};
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 gid : SV_GroupID, uint i : SV_GroupIndex)
{
    uint g = gid.x;
    uint r = i;
    if ((g & mask) == 0)
        r += 1000;
    uint s = (g >> bits) == 0 ? 7 : 11;
    if ((g ^ 2) == 0)
        r *= 3;
    Out[g * 64 + i] = r + s;
}
