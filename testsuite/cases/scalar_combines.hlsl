// Uniform shift-and-add and field extractions are single scalar
// instructions: (x << n) + y for n in 1..4 is s_lshlN_add_u32, (x >> s) &
// (2^w - 1) and (x << a) >> b (b >= a) are s_bfe_u32, or s_bfe_i32 for a
// signed shift. The constants put the fields at both ends of the dword.
// SV_DispatchThreadID.x, the group id times the 64 threads plus the thread
// id, shifts the group id (s_lshl_b32 by 6, not s_mul_i32 by 64).
// RUN-SPEC: {"dispatch": [3, 1, 1], "resources": {
// RUN-SPEC:   "P": {"a": 2864434397, "b": 305419896, "c": 4275878552},
// RUN-SPEC:   "Out": {"zero": 1536}}}
// CHECK-LABEL: main:
// CHECK-NOT: s_mul_i32 {{s[0-9]+}}, {{s[0-9]+}}, 64
// CHECK: s_lshl_b32 {{s[0-9]+}}, {{s[0-9]+}}, 6
// CHECK: s_lshl3_add_u32
// CHECK: s_bfe_u32
// CHECK: s_bfe_i32
// CHECK: s_endpgm
cbuffer P : register(b0)
{
    uint a;
    uint b;
    uint c;
};
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 gid : SV_GroupID, uint i : SV_GroupIndex, uint3 dtid : SV_DispatchThreadID)
{
    uint g = gid.x;
    uint x = a ^ (g * 0x01010101);
    uint sum = ((b + g) << 3) + c;
    uint field = (x >> 20) & 0x3ff;
    uint top = (x << 4) >> 28;
    int sfield = ((int)(x << 8)) >> 20;
    uint r = sum + field * 3 + top * 5 + (uint)sfield;
    Out[dtid.x] = r + i;
}
