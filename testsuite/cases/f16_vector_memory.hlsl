// 16-bit vectors in memory: two 16-bit components side by side in a
// 4-byte aligned word (a float16_t2, the .xy and .zw of a float16_t4, two
// adjacent 16-bit fields of a struct whose stride is a multiple of 4) are
// loaded and stored as one 32-bit word, the halves of one register, which
// packed math then reads as it is: buffer_load_dwordx2 and v_pk_fma_f16 for
// v.xy * v.zw + Scale, a uniform float16_t2 cbuffer member as one
// s_buffer_load_dword read by v_pk_fma_f16 from an SGPR, a struct of four
// 16-bit fields stored as buffer_store_dwordx2. The .yz of a float16_t3
// starts at byte 2 of its word: two 16-bit loads (buffer_load_ushort).
// Values pinned by EXPECT.
// RUN-FLAGS: -T cs_6_2 -enable-16bit-types
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"f16": [0.5, 1, 1.5, 2, -0.25, 0.75, 3, -1, 2, 2, 0.5, 0.5, -3, 1.25, 0.5, 4,
// RUN-SPEC:     1, 2, 3, 4, 0.125, -0.5, 8, 0.25, 1.5, 1.5, -2, 0.5, 6, -0.75, 0.25, 2]},
// RUN-SPEC:   "Pairs": {"elements": [{"a": 1.5, "b": -2, "c": 7, "d": -3}, {"a": 0.25, "b": 4, "c": 100, "d": 20},
// RUN-SPEC:     {"a": -1, "b": 0.5, "c": -5, "d": 9}, {"a": 3, "b": 3, "c": 0, "d": 1},
// RUN-SPEC:     {"a": 2, "b": -0.75, "c": 300, "d": -300}, {"a": 0.125, "b": 8, "c": 12, "d": 12},
// RUN-SPEC:     {"a": -6, "b": 1, "c": -1000, "d": 1}, {"a": 0.5, "b": 0.5, "c": 32767, "d": -32768}]},
// RUN-SPEC:   "Params": {"Scale": [0.5, -1], "Odd": [2, 0.25, 4]},
// RUN-SPEC:   "Out": {"zero": 64}, "OutPairs": {"zero": 64}}}
// EXPECT: {"Out": {"u32": [1006648576, 3355457024, 3204494336, 1275079680, 15872, 1073787904, 1140898816, 1241528832, 1191199488, 3254794240, 3162521088, 1342187520, 3019948288, 1140899328, 3238019072, 1073754112]},
// EXPECT: "OutPairs": {"u32": [1040236544, 655364, 872432640, 5243000, 3154130944, 4294049796, 1107313152, 4294901761, 1073789440, 39321600, 805324800, 24, 3321904128, 4229430297, 939538432, 4294967295]}}
// CHECK-LABEL: main:
// CHECK: buffer_load_dwordx2
// CHECK: s_buffer_load_dword
// CHECK: v_pk_fma_f16
// CHECK: buffer_load_ushort
// CHECK: buffer_store_dwordx2
struct Pair { float16_t a; float16_t b; int16_t c; int16_t d; };
StructuredBuffer<float16_t4> In : register(t0);
StructuredBuffer<Pair> Pairs : register(t1);
RWStructuredBuffer<float16_t2> Out : register(u0);
RWStructuredBuffer<Pair> OutPairs : register(u1);
cbuffer Params : register(b0) { float16_t2 Scale; float16_t3 Odd; };

[numthreads(8, 1, 1)]
void main(uint i : SV_DispatchThreadID)
{
    float16_t4 v = In[i];
    Pair p = Pairs[i];
    Out[i * 2] = v.xy * v.zw + Scale;
    Out[i * 2 + 1] = float16_t2(p.a, p.b) * Odd.yz;
    Pair q = { p.b, p.a, (int16_t)(p.c + p.d), (int16_t)(p.c - p.d) };
    OutPairs[i] = q;
}
