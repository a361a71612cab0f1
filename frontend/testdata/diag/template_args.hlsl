template<typename T, uint N> struct Arr { T v[N]; };
template<uint N> uint shiftBy(uint x) { return x << N; }
RWStructuredBuffer<uint> o;
[numthreads(1, 1, 1)] void main() {
    Arr<float> a;
    Arr b;
    o[0] = shiftBy<float>(1);
    o[1] = shiftBy(1);
}
