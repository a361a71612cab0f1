template<typename T> T negate(T a) { return ~a; }
RWStructuredBuffer<float> o;
[numthreads(1, 1, 1)] void main() { o[0] = negate(1.5f); }
