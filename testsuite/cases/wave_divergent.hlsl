// Wave intrinsics inside divergent control flow: only the active lanes take
// part, and WaveIsFirstLane / WaveReadLaneFirst see the first active lane.
// WAVE-SIZE-DEPENDENT
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 1024}}}
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    uint r0 = 0, r1 = 0, r2 = 0, r3 = 0;
    if (i % 3 == 1) {
        r0 = WaveActiveSum(i);
        r1 = WavePrefixSum(1u);
        r2 = WaveReadLaneFirst(i);
        r3 = WaveIsFirstLane() ? 1 : 0;
    } else if (i > 40) {
        r0 = WaveActiveMax(i);
        r1 = WavePrefixCountBits(true);
        r2 = WaveActiveBallot(true).y;
    } else {
        for (uint k = 0; k < i % 4; k++)
            r0 += WaveActiveSum(k);
    }
    Out[i * 4] = r0;
    Out[i * 4 + 1] = r1;
    Out[i * 4 + 2] = r2;
    Out[i * 4 + 3] = r3;
}
