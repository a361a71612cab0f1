template<typename T, int N> struct Arr {
    static const int Size = N;
    T v[Size];
    static T first(Arr<T, N> a) { return a.v[0]; }
};
template<typename T> using Arr4 = Arr<T, 4>;
using F = float;
using F = int;
using Bad = static float;
RWStructuredBuffer<float> o;
[numthreads(1, 1, 1)]
void main() {
    Arr4 a;
    Arr4<float> b = (Arr4<float>)0;
    o[0] = Arr4<float>::missing(b);
    o[1] = vector<float, 2>::x;
    o[2] = Arr<float, 2>::Size + Arr4<float>::first(b);
}
