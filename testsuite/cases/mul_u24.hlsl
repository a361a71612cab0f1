// 32-bit multiplies whose factors are known to fit 24 bits (thread indices,
// masked values) use v_mul_u32_u24: its low 32 bits of the 48-bit product
// are those of the 32-bit multiply, also when the product overflows 32 bits;
// such a product added to another value is one v_mad_u32_u24.
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [16777215, 16777215, 12345678, 9999999, 4294967295, 3, 65536, 65536]},
// RUN-SPEC:   "Out": {"zero": 512}}}
// CHECK-LABEL: main:
// CHECK: v_mul_u32_u24
// CHECK: v_mad_u32_u24
// CHECK: s_endpgm
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint3 tid : SV_GroupThreadID)
{
    uint a = In[(id.x * 2) & 7] & 0xffffff;
    uint b = In[(id.x * 2 + 1) & 7] & 0xffffff;
    Out[id.x * 2] = a * b + tid.x * 37;
    Out[id.x * 2 + 1] = (a - tid.x) * (b >> 1);
}
