// SV_GroupID arithmetic is wave-invariant: it runs on the SALU (s_mul_i32,
// s_add_i32, s_lshl) and reaches the VALU only where it meets per-lane
// values. Integer ops of every kind on the group id.
// RUN-SPEC: {"dispatch": [4, 3, 2], "resources": {"Out": {"zero": 3072}}}
// CHECK-LABEL: main:
// CHECK-NOT: v_readfirstlane
// CHECK: s_mul_i32 s{{[0-9]+}}, s{{[0-9]+}}, 0x9e3779b1
// CHECK: s_lshr_b32
// CHECK: s_xor_b32
// CHECK: s_endpgm
// REPORT: salu >= 4
// REPORT: vgprs <= 8
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(32, 1, 1)]
void main(uint3 g : SV_GroupID, uint t : SV_GroupIndex)
{
    uint flat = (g.z * 3 + g.y) * 4 + g.x;
    uint h = flat * 2654435761u;
    h ^= h >> 13;
    uint k = (h & 0xff) + (flat << 3) - g.y;
    uint o = flat * 32 + t;
    Out[o] = k + t;
    if (t == 5)
        Out[o] = min(flat * 7, 100) | (max(g.x, g.y) << 20);
}
