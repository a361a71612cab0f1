// Constant template arguments written as expressions without parentheses,
// as C++ and DXC take them (S<K * 2 + 1>, S<1 << 2>, S<-(-2)>,
// vector<float, K + 1>, RayQuery<FLAG_A | FLAG_B>): binary operators by
// C++'s precedence, the first '>' closing the list. The file also has an
// inline ray tracing function the entry point does not reach, which
// compiles (DXC drops it; RayQuery is an error only where reached, golden
// diagnostic rayquery_unsupported). Values pinned by EXPECT.
// RUN-FLAGS: -T cs_6_5
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 32}}}
// EXPECT: {"Out": {"u32": [7, 4, 8, 2, 1, 5, 13, 1]}}
template<typename T, int N> struct A
{
    T v[N];
    int n() { return N; }
};
static const int K = 3;

RaytracingAccelerationStructure Scene : register(t0);
RWStructuredBuffer<int> Out : register(u0);

float TraceShadow(float3 o)
{
    RayQuery<RAY_FLAG_CULL_NON_OPAQUE | RAY_FLAG_SKIP_PROCEDURAL_PRIMITIVES | RAY_FLAG_ACCEPT_FIRST_HIT_AND_END_SEARCH> q;
    RayDesc r;
    r.Origin = o; r.Direction = float3(0, 1, 0); r.TMin = 0.001; r.TMax = 1000;
    q.TraceRayInline(Scene, RAY_FLAG_NONE, 0xFF, r);
    q.Proceed();
    return q.CommittedStatus() == COMMITTED_TRIANGLE_HIT ? 0 : 1;
}

[numthreads(1, 1, 1)]
void main()
{
    A<float, K * 2 + 1> a;      // 7
    A<int, 1 << 2> b;           // 4
    A<uint, (K + 1) * 2> c;     // 8
    A<float, -(-2)> d;          // 2
    A<int, K - 1 - 1> e;        // 1: left-associative
    vector<float, K + 1> v = 1;
    A<int, K + 2 * 5> f;        // 13: * before +
    A<int, K == 3 && 1> g;      // 1
    Out[0] = a.n();
    Out[1] = b.n();
    Out[2] = c.n();
    Out[3] = d.n();
    Out[4] = e.n();
    Out[5] = (int)v.w + 4;
    Out[6] = f.n();
    Out[7] = g.n();
}
