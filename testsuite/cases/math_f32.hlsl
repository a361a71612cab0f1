// f32 arithmetic and intrinsics with the f32 tolerance: division, sqrt,
// rsqrt, exp2, log2, sin, cos, floor/ceil/round/trunc/frac, lerp, mad,
// min/max/clamp/saturate, abs, sign.
// FLOAT: Out f32
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"f32": [0.25, 0.5, 1, 1.5, 2, 2.5, 3, 0.75, 0.1, 0.2, 0.3, 0.6, 1.1, 1.7, 2.9, 3.1,
// RUN-SPEC:     -0.25, -0.5, -1, -1.5, -2, -2.5, -3, -0.75, 4, 5, 6, 7, 8, 9, 10, 12]},
// RUN-SPEC:   "Out": {"zero": 2048}}}
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<float> Out : register(u0);

[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float x = In[id.x];
    float ax = abs(x);
    uint o = id.x * 16;
    Out[o + 0] = 1.0f / (x + 7.0f);
    Out[o + 1] = x / 3.0f;
    Out[o + 2] = sqrt(ax);
    Out[o + 3] = rsqrt(ax + 0.5f);
    Out[o + 4] = exp2(x);
    Out[o + 5] = log2(ax + 1.0f);
    Out[o + 6] = sin(x * 0.25f); // within [-pi, pi]: outside it v_sin_f32 and lavapipe lose absolute precision
    Out[o + 7] = cos(x * 0.25f);
    Out[o + 8] = floor(x) + ceil(x) * 10;
    Out[o + 9] = round(x * 2.0f) + trunc(x) * 100;
    Out[o + 10] = frac(x);
    Out[o + 11] = lerp(x, 10.0f, 0.25f);
    Out[o + 12] = mad(x, x, -1.0f);
    Out[o + 13] = min(x, 1.0f) + max(x, -1.0f) * 10 + clamp(x, -0.5f, 0.5f) * 100;
    Out[o + 14] = saturate(x);
    Out[o + 15] = sign(x) * ax;
}
