// A uniform loop after every lane of an enclosing loop broke: EXEC is
// empty there, and a uniform exit test on a condition held as a lane mask
// asks whether some active lane's bit is set (s_and_b64 with EXEC), which
// then never holds. Without the IR optimizer (TestUnoptimized) both inner
// loops below are such loops: WaveMatch and WaveMultiPrefixCountBits loop
// over a uniform mask kept in VGPRs until the first lane's value matches,
// and WaveActiveAnyTrue(j > cu0) is a uniform mask. The loops ran forever
// (the executor's instruction budget); a uniform loop now is skipped when
// EXEC may be empty and one of its tests reads a lane mask
// (backend/isel.go, uniformLoop). Found by the differential fuzzer (seed
// 7319541, the -O0 path).
// WAVE-SIZE-DEPENDENT
// RUN-FLAGS: -T cs_6_5
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {
// RUN-SPEC:   "CB": {"cu0": 3, "cu1": 5},
// RUN-SPEC:   "Out": {"zero": 1600}}}
cbuffer CB : register(b0)
{
    uint cu0;
    uint cu1;
};
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(100, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    uint u1 = dtid.x;
    uint k = 0;
    for (;;) {
        k++;
        if (k > (u1 % 5u)) break;
        u1 ^= WaveMultiPrefixCountBits(true, WaveMatch(cu1 + 2u)) + k;
    }
    uint u2 = gi;
    for (uint a = 0; a < 4; a++) {
        if (a > (u2 % 3u)) break;
        uint j = 0;
        for (;;) {
            j++;
            if (WaveActiveAnyTrue(j > cu0)) break;
        }
        u2 += j * cu1;
    }
    Out[dtid.x * 2] = u1;
    Out[dtid.x * 2 + 1] = u2;
}
