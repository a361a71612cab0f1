// An unnamed namespace (namespace { ... }, C++'s, which DXC takes): its
// functions, structs and constants are used as the enclosing namespace's,
// at global scope and inside a named namespace; __COUNTER__ gives unique
// names in a macro. Values pinned by EXPECT.
// RUN-FLAGS: -T cs_6_0
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 16}}}
// EXPECT: {"Out": {"u32": [7, 12, 3, 2]}}
#define UNIQUE_NAME(p) UNIQUE_JOIN(p, __COUNTER__)
#define UNIQUE_JOIN(p, n) UNIQUE_JOIN2(p, n)
#define UNIQUE_JOIN2(p, n) p##n

namespace
{
static const uint Base = 5;
uint addBase(uint x) { return x + Base; }
struct Pair { uint a, b; uint sum() { return a + b; } };
}

namespace Outer
{
namespace
{
uint triple(uint x) { return 3 * x; }
}
uint six() { return triple(2); }
}

RWStructuredBuffer<uint> Out : register(u0);

[numthreads(1, 1, 1)]
void main()
{
    Pair p;
    p.a = 3;
    p.b = 4;
    static const uint UNIQUE_NAME(k) = 1;
    static const uint UNIQUE_NAME(k) = 2;
    Out[0] = p.sum();                 // 7
    Out[1] = addBase(1) + Outer::six(); // 6 + 6
    Out[2] = k0 + k1;                 // 3
    Out[3] = Outer::triple(1) - 1;    // 2
}
