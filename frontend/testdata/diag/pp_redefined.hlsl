#define N 4
#define N 8
#define M 1
#define M 1
RWStructuredBuffer<uint> Out : register(u0);
[numthreads(N, 1, 1)] void main() { Out[0] = M; }
