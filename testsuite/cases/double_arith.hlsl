// Double precision operators: add/sub/mul, division (GCN's division
// macro), negation, compares and select, and the conversions to and from
// float, int and uint (within range: SPIR-V leaves out-of-range
// float-to-integer conversions undefined). The intrinsic functions are in
// double_math: glslang's HLSL front end evaluates them in float.
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
// RUN-SPEC:   "Out": {"zero": 14336}, "Flags": {"zero": 256}}}
// FLOAT: Out f64
// CHECK-LABEL: main:
// CHECK: v_div_scale_f64
// CHECK: v_div_fmas_f64
// CHECK: v_div_fixup_f64
StructuredBuffer<double> In : register(t0);
RWStructuredBuffer<double> Out : register(u0);
RWStructuredBuffer<uint> Flags : register(u1);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    double a = In[id.x];
    double b = In[(id.x * 5 + 3) & 63];
    double c = In[(id.x * 7 + 1) & 63];
    double h = 0.5; // (glslang evaluates min(a, b - h) in float)
    uint o = id.x * 28;
    Out[o + 0] = a + b;
    Out[o + 1] = a - b;
    Out[o + 2] = a * b;
    Out[o + 3] = a / b;
    Out[o + 4] = a / 3.0;
    Out[o + 5] = (a - b) * (a + b);
    Out[o + 6] = 1.0 / b;
    Out[o + 7] = a * b + c;
    Out[o + 8] = a * (b + c);
    Out[o + 9] = a * h + b;
    Out[o + 10] = (c - h) / (a + h); // (double_minmax: glslang computes min/max of doubles in float)
    Out[o + 11] = (b < 0.0 ? -b : b) - a;
    Out[o + 12] = a * 0.125 - b;
    Out[o + 13] = a / c;
    Out[o + 14] = (a - c) / (b - c);
    Out[o + 15] = c * 1e-5 + a;
    Out[o + 16] = b * b * b; // (frac of a tiny negative is 1 - ulp here, 0 on lavapipe)
    Out[o + 17] = a < b ? a * 2.0 : b * 0.25;
    Out[o + 18] = (float)a;
    float f = (float)b;
    Out[o + 19] = f * 3.0;
    double clamped = a < -2000000000.0 ? -2000000000.0 : a > 2000000000.0 ? 2000000000.0 : a;
    int i = (int)clamped;
    uint u = (uint)(clamped < 0.0 ? -clamped : clamped);
    Out[o + 20] = i;
    Out[o + 21] = u;
    Out[o + 22] = (double)(i * 3) + (double)(u >> 2);
    Out[o + 23] = 1.0 / (c * c + 1.0);
    Out[o + 24] = a * a - b;
    Out[o + 25] = -a;
    Out[o + 26] = (a + 1.0) * (b - 1.0) / (c * c + 1.0);
    Out[o + 27] = (a * a + b * b) / (c * c + 1.0);
    uint fl = 0;
    if (a < b) fl |= 1;
    if (a <= b) fl |= 2;
    if (a == b) fl |= 4;
    if (a != c) fl |= 8;
    if (a > 0.0) fl |= 16;
    if (a >= c) fl |= 32;
    Flags[id.x] = fl;
}
