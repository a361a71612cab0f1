// A loop whose first test is known to pass (j = 200 > 3) is rotated into a
// do-while: the test runs once per iteration at the bottom. Each lane divides
// by its own amount, so the exit is divergent: the back edge must keep the
// lanes that leave out of EXEC, and j after the loop is each lane's last value.
// No lane leaves inside the body, so the latch needs no EXEC-empty check.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 64}}}
// CHECK-LABEL: main:
// CHECK: [[LOOP:.Lloop[0-9]+]]:
// CHECK-NEXT: v_xad_u32
// CHECK-NOT: s_cbranch_execz
// CHECK: v_cmp_lt_u32_e32 vcc, 3,
// CHECK-NEXT: s_and_b64 exec, exec, vcc
// CHECK-NEXT: s_cbranch_execnz [[LOOP]]
// CHECK: s_endpgm
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint j = 200;
    uint acc = 0;
    [loop]
    while (j > 3) {
        acc += j ^ id.x;
        j = j / (2 + (id.x & 3));
    }
    Out[id.x] = acc * 16 + j;
}
