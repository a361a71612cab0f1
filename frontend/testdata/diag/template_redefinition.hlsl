// A function template defined twice (same template and function
// parameters, names aside) is an error; declaring it again is not.
template <typename T> T twice(T x) { return x * 2; }
template <typename U> U twice(U y);
template <typename V> V twice(V z) { return z + z; }
template <typename T> T later(T x);
RWStructuredBuffer<float> Out;
[numthreads(1, 1, 1)]
void main() { Out[0] = twice(Out[1]) + later(Out[2]); }
