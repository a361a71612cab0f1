// A struct deriving from a template instance with member functions (also a
// struct template deriving from one): the inherited member functions are
// checked with the template's parameters bound as in the base instance and
// in the base's namespace; a static data member of the base is named
// through the derived struct.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"o": {"zero": 20}}}
// EXPECT: {"o": {"u32": [9, 37, 12, 3, 21]}}
RWStructuredBuffer<uint> o;
namespace acc {
uint Bias() { return 1; }
template<typename T, int N> struct Sum {
    vector<T, N> v;
    static const int Size = N;
    T Total() { T s = 0; for (int i = 0; i < N; i++) s += v[i]; return s; }
    void Add(vector<T, N> x) { v += x; }
    T Scaled() { return Total() * (T)Size; }
    T Biased() { return Total() + (T)Bias(); }
};
}
struct Three : acc::Sum<uint, 3> {
    uint w;
    uint All() { return Scaled() + w; }
};
template<typename U> struct Pair : acc::Sum<U, 2> {
    U Extra() { return Biased() * 2; }
};
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Three t;
    t.v = uint3(1, 2, 3) + id.x;
    t.w = 10;
    t.Add(uint3(1, 1, 1));      // v = 2, 3, 4
    o[0] = t.Total();           // 9
    o[1] = t.All();             // 9 * 3 + 10
    Pair<uint> p;
    p.v = uint2(5, 0);
    o[2] = p.Extra();           // (5 + 1) * 2
    o[3] = Three::Size;         // the base's static member
    o[4] = p.Biased() + t.Biased() + p.Total();  // 6 + 10 + 5
}
