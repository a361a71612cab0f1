// 64-bit division by zero and INT64_MIN / -1 as the IR defines them (as
// D3D for 32 bits: x/0 and x%0 are all ones; MIN / -1 is MIN and MIN % -1
// is 0). SPIR-V leaves these undefined, so lavapipe is not compared.
// LAVAPIPE-SKIP: SPIR-V OpSDiv/OpUDiv/OpSRem/OpUMod by zero and INT64_MIN / -1 are undefined
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "A": {"i64": [7, -7, 0, -9223372036854775808, -9223372036854775808, 9223372036854775807, 1, -1]},
// RUN-SPEC:   "B": {"i64": [0, 0, 0, -1, 0, 0, -1, 0]},
// RUN-SPEC:   "Out": {"zero": 256}}}
StructuredBuffer<int64_t> A : register(t0);
StructuredBuffer<int64_t> B : register(t1);
RWStructuredBuffer<uint64_t> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    int64_t a = A[id.x];
    int64_t b = B[id.x];
    uint o = id.x * 4;
    Out[o] = (uint64_t)(a / b);
    Out[o + 1] = (uint64_t)(a % b);
    Out[o + 2] = (uint64_t)a / (uint64_t)b;
    Out[o + 3] = (uint64_t)a % (uint64_t)b;
}
