// A local resource variable reassigned in a loop of constant trip count.
// The choice of buffer lowers to a branch on the iteration (k & 1) that
// Unroll decides in each copy; the decided copy's other target kept a phi
// entry for the block that no longer branched there, and the module failed
// to verify after unroll ("phi: ^res.next1.u1 is not a predecessor of
// ^res.end2.u1"; the compile did not verify between passes and ran right).
// Found by the lang helper in session 18. Unroll now drops those entries.
// Out = 2A + B: 12, 24, 36, 48.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 16},
// RUN-SPEC:   "A": {"f32": [1, 2, 3, 4]}, "B": {"f32": [10, 20, 30, 40]}}}
// EXPECT: {"Out": {"u32": [1094713344, 1103101952, 1108344832, 1111490560]}}
RWStructuredBuffer<float> Out : register(u1);
RWStructuredBuffer<float> A : register(u2);
RWStructuredBuffer<float> B : register(u3);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_GroupThreadID)
{
    RWStructuredBuffer<float> cur = A;
    float acc = 0;
    for (uint k = 0; k < 3; k++) {
        acc += cur[id.x];
        cur = (k & 1) ? A : B;
    }
    Out[id.x] = acc;
}
