RWStructuredBuffer<float> Out : register(u0);
template <typename T, uint N> struct S { T v; T get(); T twice(); };
struct P { float x; float get(); };
template <typename T, uint N> T S<N, T>::get() { return v; }
template <typename T> T P<T>::get() { return x; }
float S<float, 2>::twice() { return v * 2; }
template <typename T, uint N> T S<T, N>::missing() { return v; }
template <typename T, uint N> T S<T, N>::get() { return v; }
template <typename T, uint N> T S<T, N>::get() { return v + 1; }
[numthreads(1, 1, 1)]
void main() {
    S<float, 2> s;
    s.v = 1;
    Out[0] = s.get();
}
