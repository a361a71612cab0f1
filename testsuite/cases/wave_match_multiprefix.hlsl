// SM 6.5 WaveMatch and WaveMultiPrefix*: the lanes are partitioned by i % 3
// (WaveMatch gives each lane the mask of its partition) and each partition
// computes its own exclusive prefix sum, product, bit-or and count. Both
// run as waterfall loops, one round per partition, so the prefix results
// are written under a partial EXEC once per round.
// WAVE-SIZE-DEPENDENT
// RUN-FLAGS: -T cs_6_5
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {"Out": {"zero": 2048}}}
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    uint4 m = WaveMatch(i % 3);
    Out[i * 4 + 0] = m.x ^ (m.y * 3);
    Out[i * 4 + 1] = WaveMultiPrefixSum(i, m);
    Out[i * 4 + 2] = WaveMultiPrefixBitOr(1u << (i & 31), m) + WaveMultiPrefixProduct((i & 3) + 1, m);
    Out[i * 4 + 3] = WaveMultiPrefixCountBits((i & 4) != 0, m);
}
