// Integer division and remainder with negative operands (truncation toward
// zero, remainder with the dividend's sign), unsigned division of large
// values, and by powers of two.
// LAVAPIPE-SKIP: glslang translates HLSL's signed % (truncated) to OpSMod (floored), so lavapipe computes another remainder
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "A": {"i32": [7, -7, 7, -7, 2147483647, -2147483647, 100, -100, 1, -1, 0, 65536, 123456789, -123456789, 5, -5]},
// RUN-SPEC:   "B": {"i32": [2, 2, -2, -2, 3, 3, 7, 7, 1, 1, 5, -256, 1000, 1000, 8, 8]},
// RUN-SPEC:   "Out": {"zero": 384}}}
StructuredBuffer<int> A : register(t0);
StructuredBuffer<int> B : register(t1);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(16, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    int a = A[id.x];
    int b = B[id.x];
    uint o = id.x * 6;
    Out[o] = (uint)(a / b);
    Out[o + 1] = (uint)(a % b);
    uint ua = (uint)a;
    uint ub = (uint)b;
    Out[o + 2] = ua / ub;
    Out[o + 3] = ua % ub;
    Out[o + 4] = (uint)(a / 8) ^ (uint)(a % 8) << 8;
    Out[o + 5] = (ua / 16u) + (ua % 16u) * 7u;
}
