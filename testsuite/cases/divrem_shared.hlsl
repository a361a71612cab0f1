// A quotient and a remainder of the same operands share one expansion of
// the division (one reciprocal, one refinement, the corrections giving
// both, one test for a zero divisor), unsigned and signed: lanes divide by
// zero (all ones, both results), by one, by the largest values, and
// negative numbers by negative ones, INT_MIN included.
// LAVAPIPE-SKIP: SPIR-V OpUDiv/OpUMod/OpSDiv/OpSRem by zero are undefined, and glslang translates HLSL's signed % (truncated) to OpSMod (floored)
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "D": {"u32": [0, 1, 7, 4294967295, 2147483648, 3, 4294967289, 65536,
// RUN-SPEC:                 0, 4294967295, 13, 2147483647, 5, 4294967294, 1000, 4294967295]},
// RUN-SPEC:   "Out": {"zero": 1024}}}
// CHECK-LABEL: main:
// CHECK-COUNT-2: v_rcp_iflag_f32
// CHECK-NOT: v_rcp_iflag_f32
// CHECK: s_endpgm
StructuredBuffer<uint> D : register(t0);
RWStructuredBuffer<uint4> Out : register(u0);

[numthreads(16, 1, 1)]
void main(uint i : SV_GroupIndex)
{
    uint n = D[i] * 2654435761u + 12345u * i;
    uint d = D[i];
    int sn = (int)(n ^ (i << 28));
    int sd = (int)d;
    Out[i] = uint4(n / d, n % d, (uint)(sn / sd), (uint)(sn % sd));
}
