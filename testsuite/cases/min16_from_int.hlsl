// Conversions between min16float and integers: uint and int to min16float
// and back (D3D computes them at any precision of at least 16 bits; the
// values here are exact in f16).
// FLOAT: Out min16
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 768}}}
RWStructuredBuffer<float> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    min16float a = (min16float)(id.x & 15);
    min16float b = (min16float)((int)id.x - 32);
    Out[id.x * 3] = (float)(a * (min16float)0.5 + b);
    Out[id.x * 3 + 1] = (float)(int)(b * (min16float)0.25);
    Out[id.x * 3 + 2] = (float)(uint)(a + (min16float)0.5);
}
