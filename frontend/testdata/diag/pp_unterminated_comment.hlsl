RWStructuredBuffer<uint> Out : register(u0);
/* this comment never ends
[numthreads(1, 1, 1)] void main() { Out[0] = 1; }
