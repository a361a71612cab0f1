// A do-while loop whose trip count differs between lanes (gi % 5 + 1
// iterations, at least one) assigns u3 a buffer load in every iteration;
// u3 is read only after the loop. Lane 0 leaves after one iteration with
// S[6] = 16. Found by the differential fuzzer in its lavapipe mode (seed
// 1043650, an aggregates program's loop over SIn): lavapipe gives 0 to
// every lane but the one with the longest trip count (lane 4: 13), as if
// the load ran once after the loop under the mask of the lanes still in it.
// glslang's SPIR-V is right (spirv-val; spirv-cross shows the loop with the
// load inside it), the same loop assigning k1 * 10u + 1u, or adding the
// load to u3, agrees, and a for (;;) loop with a break fails the same way.
// hlslc, the interpreter and the LLVM path agree.
// XFAIL: lavapipe: lanes that leave a divergent loop early lose the value a buffer load assigned in their last iteration when it is read only after the loop (llvmpipe; glslang's SPIR-V is right)
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "S": {"u32": [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25,
// RUN-SPEC:     26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41]},
// RUN-SPEC:   "Out": {"zero": 32}}}
// EXPECT: {"Out": {"u32": [16, 16, 15, 14, 13, 16, 16, 15]}}
StructuredBuffer<uint> S : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    uint u3 = 1000u + gi;
    uint k1 = 0u;
    do {
        k1++;
        u3 = S[(7u - k1) & 31u];
    } while (k1 < (gi % 5u));
    Out[gi] = u3;
}
