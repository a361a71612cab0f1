// HLSL 2021 alias declarations and names reached through template instances:
// "using" aliases (plain, of an array type, in a namespace and in a function)
// and alias templates with defaults, which deduction sees through; static
// members of a struct template's instance named S<args>::f() and S<args>::N
// (and through an alias, Q::f()); a static const member sizing a later field;
// and functions of a namespace found from outside it through their
// arguments' types (argument-dependent lookup).
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"o": {"zero": 64}}}
// EXPECT: {"o": {"u32": [1099431936, 1097859072, 1107296256, 1084227584, 1107755008, 1097859072, 1107296256, 1086324736, 1114112000, 1097859072, 1107296256, 1088421888, 1119059968, 1097859072, 1107296256, 1090519040]}}
// FLOAT: o f32
namespace geo {
template<typename T, int N, int K> struct Poly {
    static const int Count = K + 1;
    vector<T, N> c[Count];
    static Poly<T, N, K> Constant(vector<T, N> v) {
        Poly<T, N, K> p = (Poly<T, N, K>)0;
        p.c[0] = v;
        return p;
    }
    vector<T, N> eval(T x) {
        vector<T, N> r = c[Count - 1];
        for (int i = Count - 2; i >= 0; --i)
            r = r * x + c[i];
        return r;
    }
};
template<typename T, int N = 1> using Line = Poly<T, N, 1>;
template<typename T, int N = 1> using Quad = Poly<T, N, 2>;
using Line3 = Line<float, 3>;
template<typename T, int N> Line<T, N> Derive(Quad<T, N> q) {
    Line<T, N> d;
    d.c[0] = q.c[1];
    d.c[1] = q.c[2] * T(2);
    return d;
}
template<typename T, int N> vector<T, N> Slope(Line<T, N> l) { return l.c[1]; }
float Degree(Line3 l) { return Line3::Count - 1; }
}
using uint2x = uint2;
using Weights = float[3];
RWStructuredBuffer<float> o;
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    using Q = geo::Quad<float, 3>;
    Q q = Q::Constant(float3(1, 2, 3));
    q.c[1] = float3(id.x, 1, -1);
    q.c[2] = float3(0.5, 0.25, 2);
    geo::Line3 d = Derive(q);
    float3 v = q.eval(2.0 + id.x);
    Weights w = { 1, 2, 3 };
    uint2x k = uint2x(geo::Quad<float>::Count, geo::Line<int, 2>::Count);
    o[id.x * 4 + 0] = v.x + v.y + v.z;
    o[id.x * 4 + 1] = dot(Slope(d), float3(w[0], w[1], w[2])) + Degree(d);
    o[id.x * 4 + 2] = k.x * 10 + k.y;
    o[id.x * 4 + 3] = geo::Poly<float, 1, 3>::Count + d.eval(1).x;
}
