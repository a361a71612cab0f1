// DXC's float_like intrinsics of double arguments: the argument converts
// to float (DXC warns, as hlslc does) and the intrinsic computes and
// returns float (sin, cos, exp, log, pow, atan2, sqrt of a value beyond
// float's range, length, normalize, frexp, isinf of a double that
// overflows float); the any_float ones (rcp, saturate), fma and the
// numeric ones (dot, min, max) compute in double.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"f64": [0.5, -1.25, 3.0, 1e+300, 1e-300, 2.0, -0.0, 100.0]},
// RUN-SPEC:   "Flt": {"zero": 384}, "Dbl": {"zero": 512}}}
// FLOAT: Flt f32
// FLOAT: Dbl f64
// CHECK-LABEL: main:
// CHECK: v_cvt_f32_f64
// CHECK: v_sin_f32
// CHECK: v_rcp_f64
StructuredBuffer<double> In : register(t0);
RWStructuredBuffer<float> Flt : register(u0);
RWStructuredBuffer<double> Dbl : register(u1);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    double a = In[id.x];
    double b = In[(id.x + 3) & 7];
    double3 v = double3(a, b, 1.0);
    uint o = id.x * 12;
    Flt[o + 0] = sin(clamp(a, -4.0, 4.0));
    Flt[o + 1] = cos(clamp(b, -4.0, 4.0));
    Flt[o + 2] = exp(clamp(a, -10.0, 10.0));
    Flt[o + 3] = log(abs(b) + 1.0);
    Flt[o + 4] = pow(abs(a) + 0.5, 1.5);
    Flt[o + 5] = atan2(a, b);
    Flt[o + 6] = sqrt(abs(a));           // 1e300 is +inf as a float
    Flt[o + 7] = length(v);
    Flt[o + 8] = normalize(v).y;
    double e;
    Flt[o + 9] = frexp(a, e);
    Flt[o + 10] = (float)e;
    Flt[o + 11] = isinf(a) ? 1.0 : 0.0;  // float overflows for 1e300
    uint p = id.x * 8;
    Dbl[p + 0] = rcp(a);
    Dbl[p + 1] = saturate(b);
    Dbl[p + 2] = fma(a, b, 0.25);
    Dbl[p + 3] = dot(v, v);
    Dbl[p + 4] = min(a, b) - max(a, 1e-300);
    Dbl[p + 5] = sqrt(a) * 1e200;         // a float result widened: inf or NaN for the large and negative ones
    Dbl[p + 6] = a * 1e-10;
    Dbl[p + 7] = (double)(float)a;
}
