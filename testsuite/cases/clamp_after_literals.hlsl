// saturate of products by one literal, used four times: the first combine
// run leaves v_med3_f32 x, 0, 1.0 (the product's VOP3 form has no room for
// the literal); literal-share then holds it in an SGPR, and the second run
// gives the product the clamp bit instead (foldMed3Clamp). NaN, the
// infinities, zeros of both signs and values beyond [0, 1] check that the
// clamp bit gives what med3 gave.
// FLOAT: Out f32
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Src": {"u32": [2143289344, 2139095040, 4286578688, 0, 2147483648, 1065353216, 3212836864, 1056964608,
// RUN-SPEC:     1008981770, 3184315597, 1050253722, 1120403456, 3267887104, 1, 2155872255, 1036831949]},
// RUN-SPEC:   "Out": {"zero": 256}}}
// CHECK-LABEL: main:
// CHECK-NOT: v_med3_f32
// CHECK: v_mul_f32_e64 {{v[0-9]+}}, {{s[0-9]+}}, {{v[0-9]+}} clamp
// CHECK-NOT: v_med3_f32
// CHECK: s_endpgm
StructuredBuffer<float> Src : register(t0);
RWStructuredBuffer<float> Out : register(u0);

[numthreads(16, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 v = float4(Src[id.x], Src[(id.x + 1) & 15], Src[(id.x + 5) & 15], Src[(id.x + 11) & 15]);
    float4 s = saturate(v * 37.5);
    uint o = id.x * 4;
    Out[o] = s.x;
    Out[o + 1] = s.y;
    Out[o + 2] = s.z;
    Out[o + 3] = s.w;
}
