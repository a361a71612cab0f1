// Two compare-exchange loops in a row in a group of 7 threads: the first
// raises gc[1] to 5 (every lane runs it once or twice), the second adds
// each lane's x to a word of LAcc, retrying until its compare-exchange
// returns the value it compared with. The interpreter, hlslc's paths and
// the LLVM path give LAcc's word the sum of the x (67); lavapipe gives 18:
// lane 0 adds 10 in one iteration, lane 1 adds 8 in its second, and lanes
// 2..6 leave the loop after their second compare-exchange as if it had
// succeeded (they each saw the word they compared with), but their sums
// are lost. Without the first loop lavapipe agrees. No race: the word is
// changed only by compare-exchange, and each loop ends only when its
// exchange took. Found by the differential fuzzer (lavapipe mode, seed
// 1042309 and, with the generator of session 22, portable seed 157: the
// LDS programs' compare-exchange loops on gc and on LAcc).
// XFAIL: lavapipe: after a compare-exchange loop whose lanes leave at different iterations, lanes of a second compare-exchange loop see their exchange succeed while their stores are lost
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [10, 88, 15, 2147483647, 2147483648, 2168239048, 2110710283, 47]},
// RUN-SPEC:   "LAcc": {"zero": 16},
// RUN-SPEC:   "Out": {"zero": 32}}}
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);
RWByteAddressBuffer LAcc : register(u32);
groupshared uint gc[2];

[numthreads(7, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    if (gi == 0u) gc[1] = 0u;
    GroupMemoryBarrierWithGroupSync();
    {
        uint x = 5u;
        uint cur = 0u;
        while (cur < x) {
            uint prev;
            InterlockedCompareExchange(gc[1], cur, x, prev);
            cur = prev;
        }
    }
    {
        uint x = In[gi] & 15u;
        uint cur = 0u;
        uint prev;
        LAcc.InterlockedCompareExchange(12, cur, cur + x, prev);
        uint it = 1u;
        while (prev != cur) {
            it++;
            cur = prev;
            LAcc.InterlockedCompareExchange(12, cur, cur + x, prev);
        }
        Out[gi] = it * 1000u + x;
    }
}
