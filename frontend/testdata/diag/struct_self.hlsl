struct S { float a; S x; };
template<typename T> struct R { T v; R<T> next[2]; };
RWStructuredBuffer<float> o;
[numthreads(1, 1, 1)] void main() { S s; R<float> r; o[0] = 1; }
