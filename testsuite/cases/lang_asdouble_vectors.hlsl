// asdouble is component-wise, as DXC declares it (double<c> asdouble(uint<c>
// lowbits, uint<c> highbits)): each double from its own low and high words.
// Was scalar only: vector arguments were truncated to their first
// component (a -Wconversion warning) and the one double splat, so
// asdouble(uint4, uint4) gave four copies of the first double (wrong code;
// LLVM offload test suite Feature/HLSLLib/asdouble.32), and a double4
// initialized from it was "too few elements". Values by hand.
// RUN-FLAGS: -HV 202x
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Low": {"u32": [0, 0, 3149642683, 2863311530]},
// RUN-SPEC:   "High": {"u32": [0, 1072693248, 3220176896, 1083179008]},
// RUN-SPEC:   "Out": {"zero": 96}}}
// EXPECT: {"Out": {"u32": [0, 0, 0, 1072693248, 3149642683, 3220176896, 2863311530, 1083179008,
// EXPECT:   0, 0, 0, 1072693248, 3149642683, 3220176896, 0, 0,
// EXPECT:   0, 1072693248, 0, 0, 0, 0, 0, 0]}}
StructuredBuffer<uint4> Low : register(t0);
StructuredBuffer<uint4> High : register(t1);
RWStructuredBuffer<double4> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
    Out[0] = asdouble(Low[0], High[0]);
    Out[1] = double4(asdouble(Low[0].xyz, High[0].xyz), 0);
    // literal words: 1.0 and 0
    double2 d = asdouble(uint2(0, 0), uint2(1072693248, 0));
    Out[2] = double4(d, 0, 0);
}
