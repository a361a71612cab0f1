// A literal that several blocks compare against on the vector unit (VOP3
// compares take no literal: each needs it in an SGPR) is copied into one
// SGPR once, in the entry block, for all of them; the other reads of it
// read that SGPR too. The uniform branches run both ways across the
// dispatch's groups.
// RUN-SPEC: {"dispatch": [4, 1, 1], "resources": {
// RUN-SPEC:   "P": {"mode": 1, "scale": 0.75},
// RUN-SPEC:   "Out": {"zero": 1024}}}
// CHECK-LABEL: main:
// CHECK: s_mov_b32 s{{[0-9]+}}, 0x3f7ae148
// CHECK-NOT: s_mov_b32 s{{[0-9]+}}, 0x3f7ae148
// CHECK: s_endpgm
cbuffer P : register(b0)
{
    uint mode;
    float scale;
};
RWStructuredBuffer<float> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 gid : SV_GroupID, uint i : SV_GroupIndex)
{
    float x = (float)i / 64.0 + scale * (float)gid.x * 0.1;
    float r = 0;
    if (gid.x + mode > 2) {
        bool a = x >= 0.98;
        bool b = x * 2 >= 0.98;
        r = (a ? 1.0 : 0.0) + (b ? 2.0 : 0.0);
    } else {
        bool c = x * 3 >= 0.98;
        bool d = x * 0.5 >= 0.98;
        r = (c ? 4.0 : 0.0) + (d ? 8.0 : 0.0);
    }
    if ((gid.x & 1) != 0) {
        bool e = r + x >= 0.98;
        r += e ? 16.0 : 0.0;
    }
    Out[gid.x * 64 + i] = r;
}
