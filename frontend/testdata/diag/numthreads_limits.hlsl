RWStructuredBuffer<float> Out : register(u0);
[numthreads(64, 32, 1)]
void main() { Out[0] = 1; }
