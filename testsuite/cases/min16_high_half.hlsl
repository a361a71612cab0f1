// f16 high halves read where they are used: the high half of a packed
// float16_t2 that scalar f16 operations take is read from the packed
// register with SDWA (src_sel:WORD_1) by v_sub/v_mul/v_min/v_fract_f16 and
// with op_sel by v_fma_f16 (gfx9 has op_sel on v_fma_f16: ACO's
// can_use_opsel, LLVM's V_FMA_F16_gfx9), not shifted into a register of
// its own first; an operation with a constant operand keeps the shift (an
// SDWA source is a register). The pair of fptruncs packed in the loop is
// written by v_cvt_f16_f32 (a whole-dword write on gfx9, which zeroes a
// 16-bit result's high half) and an SDWA write of the high half: it is
// live from the one to the other, not around the loop. Values pinned by
// EXPECT. The inputs are quarters, so that the products and sums are
// exact in f16 and the optimizer's contraction of mad changes nothing.
// FLOAT: Out min16
// RUN-FLAGS: -T cs_6_2 -enable-16bit-types
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"f32": [0, 0.5, 1, 0.75, -1, -0.25, 0.25, -0.75, -0.5, 1, 0.5, -1, 0.75, 0, -0.25, 1,
// RUN-SPEC:     -0.75, 0.25, -0.5, 0.5, 1, -1, 0.25, 0.75, -0.25, 0, 0.5, -0.5, 1, -0.75, 0.25, -1]},
// RUN-SPEC:   "Out": {"zero": 768}}}
// CHECK-LABEL: main:
// CHECK: v_sub_f16_sdwa {{.*}} src0_sel:WORD_1
// CHECK: v_fma_f16 {{.*}} op_sel:[1,0,0,0]
// CHECK: s_endpgm
// REPORT: vgprs <= 8
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<float> Out : register(u0);

[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    float16_t2 p = float16_t2(In[i], In[(i + 1) % 32]);
    float16_t2 q = float16_t2(In[(i + 2) % 32], In[(i + 3) % 32]);
    float16_t2 s = p * q + p;           // packed
    float16_t2 t = s * q - p;           // packed
    Out[i * 6 + 0] = t.y - s.x;         // high halves read by scalar ops
    Out[i * 6 + 1] = t.y * s.y;
    Out[i * 6 + 2] = min(t.y, s.x) + max(s.y, t.x);
    Out[i * 6 + 3] = frac(t.y) + (s.y - (float16_t)4); // a constant operand: the shift
    Out[i * 6 + 4] = mad(t.y, (float16_t)0.5, t.x);
    float16_t acc = -8;
    for (uint k = 0; k < (i & 7); k++)
    {
        // a pair of fptruncs packed in the loop
        float16_t2 w = float16_t2((float16_t)In[(i + k) % 32], (float16_t)In[(i + 2 * k) % 32]);
        float16_t2 v = w * s + t;
        acc = max(acc, v.y * (float16_t)0.5 + v.x);
    }
    Out[i * 6 + 5] = acc;
}
