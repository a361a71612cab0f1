// sin, cos and tan of min16float (and of the half vectors XeGTAO's
// lpfloat code computes with): hlslc computes them at 16 bits, as
// v_mul_f16 by 1/(2*pi) then v_sin_f16/v_cos_f16 (the angle in revolutions,
// as LLVM selects f16 sin/cos); lavapipe at 32 bits. Compared with the
// min16 tolerance; angles within [-2.5, 2.5]: near pi sin cancels, and the
// f16 rounding of the input alone moves the result past that tolerance.
// FLOAT: Out min16
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"f32": [0, 0.5, 1, 1.5, 2, -2, 0.4, -0.125, 2.5, 0.1, 0.2, 0.3, 1.3, -1.3, 1.25, 0.001,
// RUN-SPEC:     -1, -0.5, -1.5, 0.75, 0.875, 1.125, 2.25, -2.4, -0.25, 0.625, 1.75, -1.75, -0.6, 2.1, -0.9, 0.05]},
// RUN-SPEC:   "Out": {"zero": 640}}}
// CHECK-LABEL: main:
// CHECK: v_sin_f16
// CHECK: v_cos_f16
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<float> Out : register(u0);

[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    min16float x = (min16float)In[id.x];
    min16float2 v = min16float2(x, x * (min16float)0.5);
    min16float2 s = sin(v);
    min16float c = cos(x);
    uint o = id.x * 5;
    Out[o + 0] = (float)s.x;
    Out[o + 1] = (float)s.y;
    Out[o + 2] = (float)c;
    Out[o + 3] = (float)(s.x * s.x + c * c);
    Out[o + 4] = (float)tan(x * (min16float)0.25);
}
