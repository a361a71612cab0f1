template<typename T> T twice(T a) { return a + a; }
RWStructuredBuffer<float> o;
[numthreads(1, 1, 1)] void main() { o[0] = twice<float>(1); }
