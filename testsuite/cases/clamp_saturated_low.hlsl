// clamp(x, lo, 1.0) with a saturated lo, as MiniEngine's SSAO weighs its
// sample pairs: min(max(x, lo), 1) where lo is never negative nor NaN is
// max(x, lo) limited to [0, 1], one v_max_f32 with the clamp bit where it
// was a v_max_f32 and a v_min_f32. Likewise with a positive constant
// bound (2.0); a lower bound that may be negative keeps both. The inputs
// include NaN (max gives lo), infinities, -0 and values either side of the
// bounds.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Src": {"u32": [1065353216, 3212836864, 2143289344, 2139095040, 4286578688, 1056964608, 1073741824, 0, 2147483648, 1048576000, 1082130432, 3204448256, 1036831949, 1061997773, 1069547520, 1017370378]},
// RUN-SPEC:   "Out": {"zero": 256}}}
// FLOAT: Out f32
// CHECK-LABEL: main:
// CHECK-NOT: v_min_f32
// CHECK-COUNT-2: v_max_f32_e64 {{v[0-9]+}}, {{v[0-9]+}}, {{v[0-9]+}} clamp
// CHECK: v_max_f32_e64 {{v[0-9]+}}, 2.0, {{v[0-9]+}} clamp
// CHECK: v_max_f32_e64 {{v[0-9]+}}, {{v[0-9]+}}, {{v[0-9]+}} clamp
// CHECK: v_min_f32
// CHECK: s_endpgm
StructuredBuffer<float> Src : register(t0);
RWStructuredBuffer<float> Out : register(u0);

[numthreads(16, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float d1 = Src[id.x];
    float d2 = Src[(id.x + 5) & 15];
    float p1 = saturate(d1 * 0.75);
    float p2 = saturate(d2 * 0.75);
    Out[id.x] = clamp(d1, p2, 1.0) + clamp(d2, p1, 1.0) - p1 * p2;
    Out[id.x + 16] = min(max(d1, 2.0), 1.0) * p1;
    Out[id.x + 32] = clamp(d2, p2, 1.0);
    // a lower bound that may be negative or NaN keeps the pair
    Out[id.x + 48] = clamp(d1, d2 - 0.5, 1.0);
}
