// Wave operations on a path that leaves a loop, by break or by return, run in
// the iteration in which their lanes leave, with only those lanes active: the
// lanes that leave together count themselves. This is HLSL as DXC compiles it
// (DXC keeps such blocks inside the loop with its dx.break condition, PR 2795)
// and as hlslc's structured IR runs. Found by the differential fuzzer (seed
// 7216767: WaveIsFirstLane in a store before a return inside two loops), on the
// LLVM path only: in LLVM IR a block that cannot reach the back edge is outside
// the loop, and llc-19's structurizer runs it once after the loop for every lane
// that left in any iteration. Neither DXC's trick (an opaque always-true exit
// condition with an edge back into the loop: the structurizer peels the loop
// and still runs the block after it) nor convergence control tokens (ignored by
// llc-19's structurizer) change that, so the LLVM path cannot run this program
// as HLSL means it; `hlslc -emit llvm` warns of each such operation
// (llvm.LoopExitConvergent) and the differential fuzzer does not compare such
// programs on the LLVM path.
// XFAIL: llvm: llc-19 runs wave operations on paths out of loops after the loop, with every lane that left (see above)
// WAVE-SIZE-DEPENDENT
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 256}, "Brk": {"zero": 256}, "Nested": {"zero": 256}}}
RWStructuredBuffer<uint> Out : register(u0);
RWStructuredBuffer<uint> Brk : register(u1);
RWStructuredBuffer<uint> Nested : register(u2);

[numthreads(64, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    // break: lane i leaves in iteration i % 4, sixteen lanes at a time
    uint n = 0;
    for (uint k = 0; k < 8; k++) {
        if (k == gi % 4) {
            n = WaveActiveCountBits(true) * 100 + WavePrefixCountBits(true);
            break;
        }
    }
    Brk[gi] = n;
    // a return from an inner loop leaves both loops
    for (uint a = 0; a < 4; a++) {
        for (uint b = 0; b < 4; b++) {
            if (a * 4 + b == gi % 11) {
                Nested[gi] = WaveActiveCountBits(true) * 100 + WaveReadLaneFirst(gi);
                if (gi % 2 == 0) {
                    return;
                }
            }
        }
    }
    // return: lane i leaves in iteration i % 3 (the lanes of even gi left above)
    for (uint j = 0; j < 8; j++) {
        if (j == gi % 3) {
            Out[gi] = WaveActiveCountBits(true) * 100 + (WaveIsFirstLane() ? 1 : 0);
            return;
        }
    }
    Out[gi] = 7;
}
