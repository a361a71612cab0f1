// Float math: floor/ceil/round/trunc/frac, sqrt and rsqrt, lerp, mad,
// saturate, step, smoothstep, min/max with NaN-free inputs, sign, fmod with
// a positive divisor, and division. The inputs are multiples of 1/8, so
// lerp's cancellation is exact whichever formula computes it.
// FLOAT: Out f32
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"f32": [-3.25, -34.5, 33.0, -48.125, 24.625, 23.0, -5.25, -4.0, 28.5, -4.375,
// RUN-SPEC:     -33.75, 24.0, -41.5, -38.375, -31.5, 14.375, -33.25, -35.0, 37.25, 38.25, -23.625,
// RUN-SPEC:     17.5, -47.0, -22.75, -15.25, -26.375, 31.75, -43.375, 36.5, -49.5, -11.125,
// RUN-SPEC:     -46.375, -16.0, 33.0, -3.25, 29.0, -3.5, -3.0, 49.75, -49.0, -45.375, -12.875,
// RUN-SPEC:     5.375, 6.25, -42.625, 21.875, 2.5, 38.375, -8.375, -30.75, -39.25, 16.125, 2.125,
// RUN-SPEC:     -24.5, -10.25, -10.625, 11.125, -7.625, 34.375, -44.25, 33.5, 22.125, 34.875,
// RUN-SPEC:     23.375]},
// RUN-SPEC:   "Out": {"zero": 3072}}}
// CHECK-LABEL: main:
// CHECK: v_floor_f32
// CHECK: v_sqrt_f32
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<float> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float x = In[id.x];
    float y = In[(id.x + 17) & 63];
    uint o = id.x * 12;
    Out[o] = floor(x) + ceil(y) * 100.0f;
    Out[o + 1] = round(x * 0.5f) - trunc(y * 0.25f);
    Out[o + 2] = frac(x);
    Out[o + 3] = sqrt(abs(x)) + rsqrt(abs(y) + 1.0f);
    Out[o + 4] = lerp(x, y, 0.375f);
    Out[o + 5] = mad(x, y, 2.0f);
    Out[o + 6] = saturate(x * 0.05f);
    Out[o + 7] = step(y, x) + smoothstep(-10.0f, 10.0f, x);
    Out[o + 8] = min(x, y) * max(x, 1.0f);
    Out[o + 9] = sign(x) * sign(y);
    Out[o + 10] = fmod(abs(x), 3.5f);
    Out[o + 11] = x / (abs(y) + 0.5f);
}
