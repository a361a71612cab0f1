#include "inc/nested.hlsli"
RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)] void main() { Out[0] = kBad.x; }
