template<typename T> T pick(T a, T b) { return a > b ? a : b; }
RWStructuredBuffer<float> o;
[numthreads(1, 1, 1)] void main() { float f = 1; int i = 2; o[0] = pick(f, i); }
