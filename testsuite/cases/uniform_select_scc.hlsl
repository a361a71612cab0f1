// A select on a uniform integer compare of scalar values is scalar code:
// s_cmp and s_cselect_b32 (no VGPR copy and v_cndmask_b32); the selected
// value is then an SGPR operand of the vector code. The cbuffer makes the
// first compare true and the second false; the third selects between two
// literals (one goes to an SGPR: SOP2 reads one literal).
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {"C": {"k": 6, "j": 3, "n": 5},
// RUN-SPEC:   "O": {"zero": 256}}}
// CHECK-LABEL: main:
// CHECK: s_cmp_eq_u32
// CHECK-NEXT: s_cselect_b32
// CHECK-NOT: v_cndmask_b32
// CHECK: s_endpgm
cbuffer C : register(b0) { uint k; uint j; uint n; };
RWStructuredBuffer<uint> O : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint m = (k == 2 * j) ? k - 1 : j;
    uint p = (n == 2 * j) ? 100 : n + 7;
    uint q = (n == k) ? 0x12345 : 0x54321;
    O[id.x * 2] = id.x ^ m;
    O[id.x * 2 + 1] = id.x + p + q;
}
