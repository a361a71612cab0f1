// The LLVM path computes rsqrt and f16 division as the IR defines them and
// hlslc's backend selects them: rsqrt is the target's reciprocal square
// root (v_rsq_f32, v_rsq_f16: 1/sqrt(x) rounded once) and f16 division is
// x times the f16 reciprocal (v_rcp_f16, v_mul_f16). The export divided 1
// by the rounded square root (two roundings: rsqrt(6) came out one ulp
// low) and divided halves the way llc does, in f32 (5/3 gave 1.667, the
// IR's 1.666). One ulp is within the float tolerance, but cancellation
// after a normalize turned it into hundreds (TestCorpusLLVM on four
// FidelityFX CACAO kernels: prepare normals, bilateral upscale); here the
// bits are compared exactly.
// RUN-FLAGS: -T cs_6_2 -enable-16bit-types
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "X": {"f32": [6, 7, 123.4, 2.5900002, 6.66, 7.03, 10.360001, 11.1]},
// RUN-SPEC:   "N": {"f32": [5, 7, 10, 14, 17, 20, 23, 25]},
// RUN-SPEC:   "D": {"f32": [3, 3, 3, 3, 3, 3, 3, 3]},
// RUN-SPEC:   "Out": {"zero": 64}}}
// EXPECT: {"Out": {"u32": [1053885932, 16042, 1052869775, 16554, 1035492551, 17066, 1059000854, 17578, 1053189470, 17834, 1052842686, 18090, 1050612246, 18346, 1050258758, 18474]}}
StructuredBuffer<float> X : register(t0);
StructuredBuffer<float> N : register(t1);
StructuredBuffer<float> D : register(t2);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    Out[gi * 2] = asuint(rsqrt(X[gi]));
    float16_t q = (float16_t)N[gi] / (float16_t)D[gi];
    Out[gi * 2 + 1] = asuint16(q);
}
