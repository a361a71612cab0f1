RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void notMain() { Out[0] = 1; }
