// SV_GroupThreadID, SV_GroupIndex and SV_DispatchThreadID in a 2D dispatch
// of 8x4x2 groups, against each other.
// RUN-SPEC: {"dispatch": [2, 3, 1], "resources": {"Out": {"zero": 6144}}}
// The group ids stay in SGPRs: their arithmetic is SALU, never read back
// from a VGPR.
// CHECK-LABEL: main:
// CHECK-NOT: v_readfirstlane
// CHECK: s_endpgm
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(8, 4, 2)]
void main(uint3 g : SV_GroupID, uint3 t : SV_GroupThreadID, uint gi : SV_GroupIndex, uint3 d : SV_DispatchThreadID)
{
    uint flat = (g.y * 2 + g.x) * 64 + gi;
    uint check = (d.x == g.x * 8 + t.x && d.y == g.y * 4 + t.y && d.z == t.z && gi == t.z * 32 + t.y * 8 + t.x) ? 1 : 0;
    Out[flat * 4] = d.x | (d.y << 8) | (d.z << 16);
    Out[flat * 4 + 1] = check;
    Out[flat * 4 + 2] = t.x * 100 + t.y * 10 + t.z;
    Out[flat * 4 + 3] = g.x + g.y * 16 + g.z * 256;
}
