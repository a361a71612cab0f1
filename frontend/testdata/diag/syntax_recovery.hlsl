RWStructuredBuffer<float> Out : register(u0);
float f(float x) { return x * ; }
float g(float x) { return (x + 1; }
float h(float x) { return x x; }
[numthreads(1, 1, 1)] void main() { Out[0] = f(1) + g(2); }
