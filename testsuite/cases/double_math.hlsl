// Double precision intrinsics and special values: rcp (the division
// macro), fma/mad, min/max/abs/sign, saturate/clamp, asuint and asdouble,
// conversions to half and to and from 64-bit integers, and zeros,
// infinities, NaNs and subnormals going through them. sqrt, rsqrt,
// floor/ceil/round/trunc/frac, lerp, step, isnan/isinf and fmod are DXC's
// float_like intrinsics: a double argument converts to float (with DXC's
// warning) and they compute in float, stored to Flt.
// LAVAPIPE-SKIP: glslang's HLSL front end evaluates min and max of doubles in float
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"f64": [0.0, -0.0, 1.0, -1.0, 0.5, -2.5, 3.0, 1e+300, -1e-300, 5e-324,
// RUN-SPEC:     2.2250738585072014e-308, 1.7976931348623157e+308, 3.141592653589793, -2.718281828459045,
// RUN-SPEC:     1e-10, 123456789.123, -987654321.5, 0.1, 0.2, 0.3, 9007199254740992.0,
// RUN-SPEC:     4503599627370495.5, -4503599627370496.0, 2.5, 3.5, -0.49999999999999994, 1e+20, -1e+20,
// RUN-SPEC:     65504.0, 65520.0, 1e-07, 6e-08, 9.489403722157802e-18, 642.5485839826165,
// RUN-SPEC:     -268.622166174829, 819.4081262862046, -925.0086831160303, -322463.0429669273,
// RUN-SPEC:     -518.6739997459499, -3204308.6775894165, 894.8994014149748, -3146584.7366600037,
// RUN-SPEC:     -6898902603.84375, 113.32979587418527, -420.7814273366474, 81.37177106428499,
// RUN-SPEC:     -2471022.9789619446, -132877829.34033203, 95.48893141911572, 128.7365862667732,
// RUN-SPEC:     8264284.85521698, 190591003.33884415, -0.11031334306922246, 588.7589630449822,
// RUN-SPEC:     -6678857080.0, 314972.8497200012, -763.8684434900758, 46597302552.169586,
// RUN-SPEC:     7.87489343152933e-19, 276062182.6972656, 227415181111.25, 889.3621902158748,
// RUN-SPEC:     -0.011975532155085034, 37167448.21484375]},
// RUN-SPEC:   "Out": {"zero": 16384}, "Bits": {"zero": 2048}, "Flt": {"zero": 8192}}}
// FLOAT: Out f64
// FLOAT: Flt f32
// CHECK-LABEL: main:
// CHECK: v_cvt_f32_f64
// CHECK: v_sqrt_f32
// CHECK: v_rcp_f64
// CHECK: v_fma_f64
// CHECK: v_rndne_f32
StructuredBuffer<double> In : register(t0);
RWStructuredBuffer<double> Out : register(u0);
RWStructuredBuffer<uint64_t> Bits : register(u1);
RWStructuredBuffer<float> Flt : register(u2);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    double a = In[id.x];
    double b = In[(id.x * 5 + 3) & 63];
    double c = In[(id.x * 7 + 1) & 63];
    double inf = 1.0 / (a - a);          // NaN for lane with a = inf/NaN, else +/-inf or NaN
    double s = id.x % 4 == 0 ? a / 0.0 : id.x % 4 == 1 ? -a / 0.0 : id.x % 4 == 2 ? a - a : a;
    uint o = id.x * 32;
    Flt[o + 0] = sqrt(abs(a));
    Flt[o + 1] = sqrt(a);                // NaN for negative a
    Flt[o + 2] = rsqrt(abs(b));
    Out[o + 3] = rcp(c);
    Out[o + 4] = fma(a, b, c);
    Out[o + 5] = mad(a, b, c);
    Out[o + 6] = min(a, b);
    Out[o + 7] = max(a, c);
    Out[o + 8] = abs(b) + sign(a);
    Flt[o + 9] = floor(a);
    Flt[o + 10] = ceil(a);
    Flt[o + 11] = round(a);
    Flt[o + 12] = trunc(a);
    Flt[o + 13] = frac(a);
    Out[o + 14] = saturate(a) + clamp(b, -10.0, 10.0);
    Flt[o + 15] = lerp(a, b, 0.25);
    Flt[o + 16] = step(a, b) + (isnan(s) ? 2.0 : 0.0) + (isinf(s) ? 4.0 : 0.0);
    Flt[o + 17] = fmod(a, b);
    Out[o + 18] = s;
    Flt[o + 19] = sqrt(s);
    Out[o + 20] = s * 0.0 + min(s, 1.0);
    Out[o + 21] = a / b * c;
    Out[o + 22] = (half)a;
    Out[o + 23] = (float)s;
    Out[o + 24] = (double)(int64_t)b;
    Out[o + 25] = (double)(uint64_t)abs(b);
    Out[o + 26] = (double)(int64_t)(a * 1e10) / 7.0;
    Flt[o + 27] = frac(-a * 1e-300);
    Out[o + 28] = a * 1e-308 / (b + 1.0);   // subnormal results
    Out[o + 29] = rcp(a * 1e-300);
    Flt[o + 30] = sqrt(abs(a) * 1e-310);
    Out[o + 31] = max(-0.0, a * 0.0);
    uint lo, hi;
    asuint(a, lo, hi);
    Bits[id.x * 4] = (uint64_t)lo | (uint64_t)hi << 32;
    Bits[id.x * 4 + 1] = (uint64_t)(int64_t)s;
    Bits[id.x * 4 + 2] = (uint64_t)abs(a * 1e15);
    double back = asdouble(lo ^ 1, hi);
    Bits[id.x * 4 + 3] = back == a ? 1 : 0;
}
