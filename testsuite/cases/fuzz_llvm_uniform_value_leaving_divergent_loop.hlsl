// A uniform loop counter read after the loop by the lanes that leave it early
// through a divergent return, while other lanes go on iterating: each leaving
// lane must see the counter of the iteration it left in (k = 0 for In >= 7,
// Out = k * (gi + 1) = 0). Found by the differential fuzzer (seed 7256230), LLVM
// path only: llc-19's structurizer routes the exit value through phis whose
// other inputs are undef, its uniformity analysis keeps such phis uniform (see
// LLVM PR 112866), so the value stays in the SGPR of the counter, and the
// increment by the lanes that go on overwrites that SGPR before the latch copies
// it into the leaving lanes' VGPR: they read k + 1. hlslc keeps a loop-defined
// value read after a divergent exit per lane (passes/uniformity.go, temporal
// divergence), so its own code is right.
// XFAIL: llvm: llc-19 overwrites the uniform counter's SGPR with the next iteration's value before copying it into the lanes that left the loop (temporal divergence through structurizer phis with undef inputs)
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [9, 1, 4, 0, 7, 2, 5, 3, 8, 6, 1, 9, 0, 4, 2, 7]},
// RUN-SPEC:   "Out": {"zero": 64}}}
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(16, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    uint v = In[gi];
    uint acc = gi;
    for (uint k = 0; k < 5; k++) {
        if (v > 3) {
            if (v > 6) {
                Out[gi] = k * (gi + 1);
                return;
            }
            if (v == 5)
                return;
            acc += v;
        }
    }
    Out[gi] = acc;
}
