template<typename T> T f(T x) { return x; }
template<> float f<float>(float x) { return x + 1; }
RWStructuredBuffer<float> o;
[numthreads(1,1,1)] void main() { o[0] = f(1.0f); }
