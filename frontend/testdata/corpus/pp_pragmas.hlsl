#pragma warning(disable : 3206)
#pragma message("building")
#pragma once
RWStructuredBuffer<uint> Out : register(u0);
[numthreads(1, 1, 1)]
void main() { Out[0] = 1; }
