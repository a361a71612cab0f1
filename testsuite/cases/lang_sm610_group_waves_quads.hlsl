// GetGroupWaveIndex in a kernel whose derivatives renumber its threads
// (the 2D quad rule of SM 6.6 derivatives in compute, ir/lower/derivs.go):
// SV_GroupThreadID and SV_GroupIndex follow the renumbering, the waves do
// not. Lane 4k+c of the hardware's flat order is the thread at
// x = 2(k mod 3) + (c&1), y = 2(k/3) + (c>>1) of a 6 x 12 group, so wave 0
// (lanes 0-63, quads 0-15) holds rows 0-9 and the quad at x 0-1 of rows
// 10-11, wave 1 the rest; in flat order wave 0 would hold rows 0-9 and x
// 0-3 of row 10. Each thread writes 100 x its wave index + its y, then its
// x plus ddx of x (1 in every quad).
// RUN-FLAGS: -T cs_6_10
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 576}}}
// EXPECT: {"Out": {"u32": [0, 10, 0, 11, 0, 12, 0, 13, 0, 14, 0, 15, 1, 10, 1, 11, 1, 12, 1, 13, 1, 14, 1, 15, 2, 10, 2, 11, 2, 12, 2, 13, 2, 14, 2, 15, 3, 10, 3, 11, 3, 12, 3, 13, 3, 14, 3, 15, 4, 10, 4, 11, 4, 12, 4, 13, 4, 14, 4, 15, 5, 10, 5, 11, 5, 12, 5, 13, 5, 14, 5, 15, 6, 10, 6, 11, 6, 12, 6, 13, 6, 14, 6, 15, 7, 10, 7, 11, 7, 12, 7, 13, 7, 14, 7, 15, 8, 10, 8, 11, 8, 12, 8, 13, 8, 14, 8, 15, 9, 10, 9, 11, 9, 12, 9, 13, 9, 14, 9, 15, 10, 10, 10, 11, 110, 12, 110, 13, 110, 14, 110, 15, 11, 10, 11, 11, 111, 12, 111, 13, 111, 14, 111, 15]}}
// WAVE-SIZE-DEPENDENT
RWStructuredBuffer<uint2> Out : register(u0);

[numthreads(6, 12, 1)]
void main(uint3 gtid : SV_GroupThreadID, uint gi : SV_GroupIndex) {
    float dx = ddx(float(gtid.x));
    Out[gi] = uint2(GetGroupWaveIndex() * 100 + gtid.y, gtid.x + (uint)dx * 10);
}
