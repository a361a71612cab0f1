// Member function templates a struct inherits (struct D : B, B declaring
// template<typename T> T get(uint)): a call on a D, on an E deriving from D
// or from D's own member functions finds B's templates, as C++'s lookup
// does, with the object's B part as this (so B::put assigns d's B fields,
// and calls inside B's templates resolve in B: B::bonus, not D's hiding
// bonus). On a groupshared object and a RWStructuredBuffer element the
// base part is that memory. Was "deriving from 'B', which has member
// function templates, is not supported".
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"O": {"zero": 16}, "Buf": {"zero": 32}}}
// EXPECT: {"O": {"u32": [10501263, 10501264, 10501265, 10501266]}, "Buf": {"u32": [100, 0, 101, 0, 102, 0, 103, 0]}}
struct B
{
    uint a;
    template<typename T> T get(uint i) { return (T)(a + i); }
    template<typename T> void put(T v) { a = (uint)v; bonus(); }
    void bonus() { a += 100; }
    uint viaTemplate() { return get<uint>(1); }
};

struct D : B
{
    uint k;
    void bonus() { k += 1000; }
    uint own() { put(7.0f); return get<uint>(2) + k; }
};

struct E : D
{
    uint z;
};

groupshared D g;
RWStructuredBuffer<D> Buf : register(u1);
RWStructuredBuffer<uint> O : register(u0);

[numthreads(4, 1, 1)]
void main(uint i : SV_GroupIndex)
{
    D d;
    d.a = i;
    d.k = 5;
    uint r = d.get<uint>(10); // i + 10
    d.put<int>(3);            // a = 3 + 100 (B::bonus); k stays 5
    r += d.a * 10;            // 1030
    r += d.own();             // put(7): a = 107; get(2) = 109; + k = 114
    r += d.viaTemplate();     // a + 1 = 108
    E e;
    e.a = 1;
    e.k = 2;
    e.z = 3;
    r += e.get<uint>(0);      // 1
    if (i == 0)
    {
        g.a = 0;
        g.k = 0;
    }
    GroupMemoryBarrierWithGroupSync();
    if (i == 1)
        g.put(5u);            // g.a = 105
    Buf[i].put(i);            // Buf[i].a = i + 100; k untouched
    GroupMemoryBarrierWithGroupSync();
    O[i] = r + g.a * 100000;
}
