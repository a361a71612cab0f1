// Types declared in a struct (HLSL 2016 on, as DXC takes them): a nested
// struct (Outer::Inner outside, Inner inside Outer's members, also in an
// out-of-line member definition), an anonymous nested struct with a field
// of its type, an enum (Outer::KB, KA inside) and a type alias
// (using U = uint;), inside a namespace. Values pinned by EXPECT.
// RUN-FLAGS: -T cs_6_0
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 32}}}
// EXPECT: {"Out": {"u32": [27, 20, 18, 4, 6, 1, 14, 2]}}
namespace N
{
struct Outer
{
    struct Inner
    {
        float a;
        float twice() { return a * 2; }
    };
    enum Kind { KA = 1, KB = 2 };
    using U = uint;
    struct { float3 pos; float r; } sphere;
    Inner i;
    U u;
    Kind k;
    float get()
    {
        Inner t;
        t.a = 3;
        return i.a + u + k + t.twice() + sphere.r + KA;
    }
    float later();
};
float Outer::later()
{
    Inner q;
    q.a = 7;
    return q.a + KB;
}
}

RWStructuredBuffer<uint> Out : register(u0);

void put(uint i, float v) { Out[i] = (uint)(v * 2); } // twice the value, exact

[numthreads(1, 1, 1)]
void main()
{
    N::Outer o;
    o.i.a = 1;
    o.u = 3;
    o.k = N::Outer::KB;
    o.sphere.r = 0.5;
    o.sphere.pos = float3(7, 8, 9);
    N::Outer::Inner in2;
    in2.a = 5;
    put(0, o.get());                 // 1 + 3 + 2 + 6 + 0.5 + 1
    put(1, in2.twice());             // 10
    put(2, o.later());               // 7 + 2
    put(3, (float)N::Outer::KB);
    put(4, (N::Outer::U)o.u);
    put(5, o.sphere.r);
    put(6, o.sphere.pos.x);
    put(7, sizeof(N::Outer::Inner) / 4);
}
