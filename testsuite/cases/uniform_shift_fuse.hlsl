// A uniform shift (an SGPR) read by one VALU instruction becomes part of
// it: SV_DispatchThreadID.x's group offset shifted and added to the thread
// id is v_lshl_add_u32 of the group id, a shifted cbuffer value or-ed into
// a divergent one is v_lshl_or_b32, and a shifted value stored per lane is
// the VALU shift of the SGPR. Shifts by 31 and of values with the top
// bits set (the bits shifted out are lost in both forms).
// RUN-SPEC: {"dispatch": [3, 1, 1], "resources": {
// RUN-SPEC:   "P": {"a": 2864434397, "b": 305419896, "s": 37},
// RUN-SPEC:   "Out": {"zero": 768}}}
// CHECK-LABEL: main:
// CHECK: v_lshl_add_u32 {{v[0-9]+}}, s{{[0-9]+}}, 6, v0
// CHECK: v_lshl_or_b32 {{v[0-9]+}}, s{{[0-9]+}}, 16, v0
// CHECK-DAG: v_lshlrev_b32_e64 {{v[0-9]+}}, 7, s{{[0-9]+}}
// CHECK-DAG: v_lshl_add_u32 {{v[0-9]+}}, s{{[0-9]+}}, 31, v0
// CHECK: s_endpgm
cbuffer P : register(b0)
{
    uint a;
    uint b;
    uint s;
};
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 gid : SV_GroupID, uint i : SV_GroupIndex, uint3 dtid : SV_DispatchThreadID)
{
    uint hi = (a << 16) | i;
    uint lo = b << 7;
    uint top = (a << 31) + i;
    Out[dtid.x * 4] = hi;
    Out[dtid.x * 4 + 1] = lo;
    Out[dtid.x * 4 + 2] = top;
    Out[dtid.x * 4 + 3] = dtid.x;
}
