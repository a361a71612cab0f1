// A local resource variable may hold only what its bindings give it
// (ir/lower/rescands.go): h, bound once from ResourceDescriptorHeap, is no
// candidate for the bound buffers of its type, so its IncrementCounter
// names the heap entry's counter alone and the run spec binds no counter
// for Out, A or B (before, every RWStructuredBuffer<float> was a candidate
// and its counter a kernel argument). cur is bound from A before the loop
// and from A or B at the end of each iteration: the read at the top of the
// loop sees the assignment at its bottom through the back edge, so both
// are its candidates (flow-insensitive). The trip count comes from the
// cbuffer: with a constant one, passes/unroll leaves a phi naming a block
// that is no longer a predecessor (TestOptimizePreservesResults; the same
// at ea621f5 with every buffer a candidate, reported to the passes owner).
// RUN-FLAGS: -T cs_6_6
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Idx": {"Index": 1}, "Out": {"zero": 16},
// RUN-SPEC:   "A": {"f32": [1, 2, 3, 4]}, "B": {"f32": [10, 20, 30, 40]},
// RUN-SPEC:   "ResourceDescriptorHeap.1": {"f32": [100, 200, 300, 400], "counter": 5}}}
// FLOAT: Out f32
// EXPECT: {"Out": {"u32": [1122762752, 1130954752, 1135378432, 1139048448]}}
cbuffer Idx : register(b0) { uint Index; }
RWStructuredBuffer<float> Out : register(u1);
RWStructuredBuffer<float> A : register(u2);
RWStructuredBuffer<float> B : register(u3);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_GroupThreadID) {
    RWStructuredBuffer<float> h = ResourceDescriptorHeap[Index];
    uint c = 9;
    if (id.x == 0) {
        c = h.IncrementCounter();
        c = h.IncrementCounter();
    }
    RWStructuredBuffer<float> cur = A;
    float acc = 0;
    for (uint k = 0; k < Index + 2; k++) {
        acc += cur[id.x];
        cur = (k & 1) ? A : B;
    }
    Out[id.x] = h[id.x] + (float)c + acc;
}
