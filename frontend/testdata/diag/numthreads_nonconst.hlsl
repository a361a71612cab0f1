RWStructuredBuffer<float> Out : register(u0);
static float n = 4;
[numthreads(n, 0, 1)]
void main() { Out[0] = 1; }
