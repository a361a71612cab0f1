// Intrinsics of unsuffixed literals resolve as DXC resolves them: a
// literal matches any kind of its class, so fma(0.0625, ceil(-3.0), x)
// takes fma's double overload (the differential fuzzer's seeds 7002898,
// 7013649, ... were rejected with "no matching overload (float, float,
// float)"); max/min/abs/clamp of literals with a double operand compute in
// double, a literal shifted by a uint amount is a uint (DXC's warning).
// The values are exact in float too, so glslang (whose literals are
// float) agrees and lavapipe runs the case.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"f64": [0.5, -1.25, 3.0, -0.0, 100.0, 0.25, -7.5, 2.0]},
// RUN-SPEC:   "Out": {"zero": 512}, "Bits": {"zero": 32}}}
// FLOAT: Out f64
// EXPECT: {"Bits": {"u32": [16777216, 33554432, 67108864, 134217728, 268435456, 536870912, 1073741824, 2147483648]},
// EXPECT: "Out": {"u32": [0, 1071120384, 0, 1073217536, 0, 1071644672, 0, 3220701184, 0, 1071644672, 0, 1074003968, 0, 1072955392, 0, 1073741824, 0, 3220570112, 0, 3221225472, 0, 1071644672, 0, 3220701184, 0, 3220439040, 0, 1074397184, 0, 1071120384, 0, 3222536192, 0, 1074200576, 0, 1075445760, 0, 1074266112, 0, 3220701184, 0, 1074003968, 0, 1075052544, 0, 1074003968, 0, 1076363264, 0, 3217031168, 0, 1071644672, 0, 1071644672, 0, 3220701184, 0, 2147483648, 0, 1073741824, 0, 1072693248, 0, 2147483648, 0, 1079572480, 0, 1080627200, 0, 1079574528, 0, 3220701184, 0, 1074003968, 0, 1079607296, 0, 1078558720, 0, 1081671680, 0, 1069547520, 0, 1072693248, 0, 1071644672, 0, 3220701184, 0, 1070596096, 0, 1073872896, 0, 1072824320, 0, 1072693248, 0, 3223224320, 0, 3224174592, 0, 1071644672, 0, 3223191552, 0, 3221225472, 0, 1076035584, 0, 3221618688, 0, 3225288704, 0, 1073610752, 0, 1074921472, 0, 1073741824, 0, 3220701184, 0, 1073741824, 0, 1074790400, 0, 1073741824, 0, 1075838976]}}
// CHECK-LABEL: main:
// CHECK: v_fma_f64
StructuredBuffer<double> In : register(t0);
RWStructuredBuffer<double> Out : register(u0);
RWStructuredBuffer<uint> Bits : register(u1);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    double a = In[id.x];
    uint o = id.x * 8;
    Out[o + 0] = fma(0.0625, ceil(-3.0), 0.0625) + a; // folds to -0.125 + a
    Out[o + 1] = fma(a, 2.0, 0.5);
    Out[o + 2] = max(0.5, a);
    Out[o + 3] = min(a, -1.5);
    Out[o + 4] = clamp(a, -2.0, 2.5);
    Out[o + 5] = abs(a) + floor(2.75);
    Out[o + 6] = mad(a, 0.5, 1.0);
    Out[o + 7] = sqrt(16.0) * a;
    Bits[id.x] = 1 << (id.x + 24);
}
