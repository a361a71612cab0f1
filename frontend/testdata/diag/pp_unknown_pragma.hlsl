#pragma fancy_optimizations(on)
#pragma pack_matrix(diagonal)
RWStructuredBuffer<uint> Out : register(u0);
[numthreads(1, 1, 1)] void main() { Out[0] = 1; }
