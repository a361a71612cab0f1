// Seed document 000 ("Booleans"): a per-lane bool lives in an SGPR pair as
// a lane mask (one bit per lane), not in a VGPR: the compare writes an
// SGPR pair that later selects read directly.
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {"Out": {"zero": 1536}}}
// CHECK-LABEL: main:
// CHECK: v_cmp_{{[a-z]+}}_u32_e64 [[M:s\[[0-9]+:[0-9]+\]]]
// CHECK: v_cndmask_b32_e64 v{{[0-9]+}}, {{[^,]+}}, {{[^,]+}}, [[M]]
// REPORT: vgprs <= 8
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint x = id.x * 2654435761u;
    bool big = (x >> 16) > 0x7fff;
    bool odd = (id.x & 1) != 0;
    bool both = big && odd;
    Out[id.x * 3] = big ? x : ~x;
    Out[id.x * 3 + 1] = both ? 7 : (odd ? 5 : 3);
    Out[id.x * 3 + 2] = (big != odd) ? id.x : 0;
}
