// Explicit specializations of member function templates, written after
// the struct (template<> float S::get<float>() { ... }, or with the
// arguments deduced from the parameters: template<> int S::scale(int w)):
// the definition of that instance, with the specialization's parameter
// names and the struct's members in scope; other arguments get the
// template's body. A specialization that writes the object takes it
// inout. A static member function template called as S::zero<uint>(),
// specialized too. Values pinned by EXPECT.
// RUN-FLAGS: -T cs_6_0
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 40}}}
// EXPECT: {"Out": {"u32": [3, 1, 4, 105, 9, 4, 12, 2, 7, 0]}}
struct S
{
    float4 x;
    template<typename U> U get() { return (U)x.x; }
    template<typename U> U scale(U v) { return v * (U)x.y; }
    template<typename U> static U zero() { return (U)0; }
};
template<> uint S::zero<uint>() { return 7; }
template<> float S::get<float>() { return x.z; }
template<> int S::scale(int w)
{
    x.w = 9;
    return w + 100;
}

RWStructuredBuffer<uint> Out : register(u0);

[numthreads(1, 1, 1)]
void main()
{
    S s;
    s.x = float4(1, 2, 3, 4);
    Out[0] = (uint)s.get<float>();        // specialization: x.z = 3
    Out[1] = (uint)s.get<int>();          // template: (int)x.x = 1
    Out[2] = (uint)s.scale(2.0f);         // template: 2 * x.y = 4
    Out[3] = (uint)s.scale(5);            // specialization: 105, and x.w = 9
    Out[4] = (uint)s.x.w;                 // 9
    S t;
    t.x = float4(4, 3, 2, 1);
    Out[5] = (uint)t.get<int>();          // 4
    Out[6] = t.scale(4u);                 // template, uint: 4 * 3 = 12
    Out[7] = (uint)t.get<float>();        // 2
    Out[8] = S::zero<uint>();             // specialization: 7
    Out[9] = (uint)S::zero<float>();      // template: 0
}
