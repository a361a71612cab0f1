RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 65)]
void main() { Out[0] = 1; }
