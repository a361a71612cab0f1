// min16float math, computed at 16 bits by hlslc (interpreter and LLVM path)
// and at 32 bits by lavapipe (min16float is a minimum precision): the results
// are compared with the min16 tolerance.
// FLOAT: Out min16
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"f32": [0, 0.5, 1, 1.5, 2, -2, 3.25, -0.125, 10, 0.1, 0.2, 0.3, 7.5, -7.5, 100, 0.001,
// RUN-SPEC:     1, 2, 3, 4, 5, 6, 7, 8, 0.75, 0.875, 1.125, 1.25, -3, -4, -5, 60]},
// RUN-SPEC:   "Out": {"zero": 384}}}
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<float> Out : register(u0);

[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    min16float x = (min16float)In[id.x];
    min16float2 a = min16float2(x, x * 0.5);
    min16float2 b = a * a + min16float2(1.0, 2.0);
    Out[id.x * 3] = (float)(b.x + b.y);
    min16float c = max(x, (min16float)0.25) * (min16float)3.0 - (min16float)1.0;
    Out[id.x * 3 + 1] = (float)(c / (min16float)4.0);
    Out[id.x * 3 + 2] = (float)(abs(x) < (min16float)2.0 ? x * x : -x);
}
