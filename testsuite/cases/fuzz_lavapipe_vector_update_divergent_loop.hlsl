// A vector local updated through swizzles from its other components
// (va.yz += va.zx * 7u) in a loop whose trip count differs between lanes.
// Lane 0 runs 3 iterations: y = 147 * x. Found by the differential fuzzer
// in its lavapipe mode (seed 1036677): lavapipe gives 245 * x, the last
// iteration's update of y (98 * x) applied a second time, to lanes whose
// loop ends before the wave's longest trip count (as in out_inout_params);
// the SPIR-V glslang emits computes the update once (a phi of the uint4,
// OpVectorShuffle, OpIAdd, OpCompositeInsert), and the same update on
// three scalars agrees. hlslc, the interpreter and the LLVM path agree.
// XFAIL: lavapipe: a lane whose loop ends before the wave's longest trip count gets the last iteration's update of a loop-carried uint4 applied a second time (llvmpipe's divergent loop; glslang's SPIR-V is right)
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "CB": {"cu0": 7, "cu1": 1599739698},
// RUN-SPEC:   "Out": {"zero": 3072}}}
RWStructuredBuffer<uint> Out : register(u0);
cbuffer CB : register(b0)
{
    uint cu0;
    uint cu1;
};

[numthreads(192, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    uint4 va = uint4(1500121616u, gi, gi, 0x9e3779b9u);
    for (uint k = 0; k < ((cu1 ^ gi) % 5u); k++) {
        va.yz += va.zx * 7u;
    }
    Out[gi * 4] = va.x;
    Out[gi * 4 + 1] = va.y;
    Out[gi * 4 + 2] = va.z;
    Out[gi * 4 + 3] = va.w;
}
