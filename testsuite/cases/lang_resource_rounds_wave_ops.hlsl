// Wave operations in an expression whose resource operand is chosen per
// lane run once, with every lane that reaches the expression: the
// expression is lowered once per descriptor index (a NonUniformResourceIndex
// waterfall loop) or once per resource an index into a fixed-size array may
// name (an if chain), each time with only those lanes active, and
// WaveActiveSum(1) in it counted the round's lanes (8 of 16), every path
// agreeing. Now the wave operations not holding the operand (also in a
// called function) are lowered before the rounds; one holding it
// (WaveActiveSum(T[NonUniformResourceIndex(i)][0])) has its argument
// resolved on its own first; an arm of a short-circuit ?: resolves its own
// operand, on the lanes that choose it. Chk holds each lane's difference
// from the values computed apart (zero).
// WAVE-SIZE-DEPENDENT
// RUN-FLAGS: -T cs_6_0
// LAVAPIPE-SKIP: the Vulkan runner (testsuite/vk) binds register space0 only, one descriptor per resource: no runtime descriptor arrays
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "NT.0": {"u32": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]},
// RUN-SPEC:   "NT.1": {"u32": [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300, 1400, 1500, 1600]},
// RUN-SPEC:   "A.0": {"u32": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]},
// RUN-SPEC:   "A.1": {"u32": [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300, 1400, 1500, 1600]},
// RUN-SPEC:   "Out": {"zero": 64}, "Chk": {"zero": 64}}}
// EXPECT: {"Chk": {"u32": [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]},
// EXPECT: "Out": {"u32": [33117, 33513, 33117, 33513, 33159, 34248, 33159, 34248, 33159, 34248, 33159, 34248, 33159, 34248, 33159, 34248]}}
RWStructuredBuffer<uint> Out : register(u0);
RWStructuredBuffer<uint> Chk : register(u1);
StructuredBuffer<uint> NT[] : register(t0, space1);
StructuredBuffer<uint> A[2] : register(t2);

uint wsum(uint x) { return WaveActiveSum(x); }

[numthreads(16, 1, 1)]
void main(uint tid : SV_DispatchThreadID)
{
    uint chk = 0u;
    uint n = WaveActiveSum(1u);
    uint a = NT[NonUniformResourceIndex(tid & 1u)][WaveActiveSum(1u) & 15u] + WaveActiveSum(1u) * 1000u;
    chk |= a ^ (NT[NonUniformResourceIndex(tid & 1u)][n & 15u] + n * 1000u);
    uint s = WaveActiveSum(NT[NonUniformResourceIndex(tid & 1u)][0]);
    chk |= s ^ (8u * 1u + 8u * 100u);
    uint b = A[tid & 1u][0] + wsum(2u);
    chk |= b ^ (A[tid & 1u][0] + 2u * n);
    uint c = wsum(A[NonUniformResourceIndex(tid & 1u)][1]);
    chk |= c ^ (8u * 2u + 8u * 200u);
    uint d = (tid > 3u) ? NT[NonUniformResourceIndex(tid & 1u)][0] + WaveActiveSum(1u) : 7u;
    chk |= d ^ ((tid > 3u) ? NT[NonUniformResourceIndex(tid & 1u)][0] + 12u : 7u);
    Out[tid] = a + b * 3u + c * 5u + d * 7u + s * 11u;
    Chk[tid] = chk;
}
