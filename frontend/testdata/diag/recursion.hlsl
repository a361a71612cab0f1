RWStructuredBuffer<float> Out : register(u0);
float fact(float n) { return n <= 1 ? 1 : n * fact(n - 1); }
float pong(float x);
float ping(float x) { return pong(x) + 1; }
float pong(float x) { return x > 0 ? ping(x - 1) : 0; }
[numthreads(1, 1, 1)]
void main() { Out[0] = fact(3) + ping(2); }
