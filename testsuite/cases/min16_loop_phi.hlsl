// min16float2 values carried around a loop with a per-lane trip count and
// merged after a divergent branch (packed values through phis), with a
// cbuffer scale converted once.
// FLOAT: Out min16
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"P": {"scale": 0.5},
// RUN-SPEC:   "Out": {"zero": 512}}}
cbuffer P : register(b0) { float scale; };
RWStructuredBuffer<float2> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    min16float2 v = min16float2((min16float)(float)(id.x & 7), (min16float)0.25);
    min16float s = (min16float)scale;
    for (uint i = 0; i < (id.x % 5); i++)
        v = v * s + min16float2(1.0, (min16float)(float)i * (min16float)0.5);
    if (id.x & 1)
        v = v.yx - (min16float)1.0;
    else
        v = max(v, (min16float)0.75);
    Out[id.x] = (float2)v;
}
