// RUN-FLAGS: -I inc
#include <common.hlsli>
RWStructuredBuffer<float> Out : register(u0);
[numthreads(LANES, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) { Out[id.x] = twice(1); }
