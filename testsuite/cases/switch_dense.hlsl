// A dense switch on per-lane data with a default, a case that falls into
// the next through an empty label list, and a uniform switch on a cbuffer
// value.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"P": {"sel": 3},
// RUN-SPEC:   "Out": {"zero": 512}}}
// The switch on the cbuffer value compares on the SALU.
// CHECK-LABEL: main:
// CHECK: v_cmp_eq_u32_e64
// CHECK: s_cmp_eq_u32 s{{[0-9]+}}, {{[13]}}
cbuffer P : register(b0) { uint sel; };
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint r;
    switch (id.x % 9) {
    case 0: r = 10; break;
    case 1:
    case 2: r = id.x * 3; break;
    case 3: r = id.x << 4; break;
    case 5: r = ~id.x; break;
    case 6: { uint t = id.x * id.x; r = t - 7; break; }
    case 8: r = 88; break;
    default: r = 0xdead; break;
    }
    uint u;
    switch (sel) {
    case 1: u = 100; break;
    case 3: u = 300 + id.x; break;
    default: u = 0; break;
    }
    Out[id.x * 2] = r;
    Out[id.x * 2 + 1] = u;
}
