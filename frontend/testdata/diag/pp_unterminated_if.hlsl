#if 1
RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)] void main() {}
