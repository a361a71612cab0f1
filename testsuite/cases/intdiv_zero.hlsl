// Division by zero and INT_MIN / -1 as the interpreter defines them (D3D:
// unsigned x/0 = 0xFFFFFFFF, x%0 = 0xFFFFFFFF; signed as documented in
// ir/interp). SPIR-V leaves these undefined, so lavapipe is not compared.
// LAVAPIPE-SKIP: SPIR-V OpSDiv/OpUDiv/OpSRem/OpUMod by zero and INT_MIN / -1 are undefined
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "A": {"i32": [7, -7, 0, -2147483648, -2147483648, 2147483647, 1, -1]},
// RUN-SPEC:   "B": {"i32": [0, 0, 0, -1, 0, 0, -1, 0]},
// RUN-SPEC:   "Out": {"zero": 128}}}
StructuredBuffer<int> A : register(t0);
StructuredBuffer<int> B : register(t1);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    int a = A[id.x];
    int b = B[id.x];
    uint o = id.x * 4;
    Out[o] = (uint)(a / b);
    Out[o + 1] = (uint)(a % b);
    Out[o + 2] = (uint)a / (uint)b;
    Out[o + 3] = (uint)a % (uint)b;
}
