// bool bit fields (DXC's test bitfields.hlsl: struct F { bool b1 : 1;
// bool b2 : 7; }, struct A { bool m_sorted : 1; }): a bool is 32 bits in
// HLSL, so its bits share a uint storage unit with int and uint fields;
// reading one is its bits != 0, assigning stores 0 or 1, in brace
// initializers, plain and chained assignments (the assignment's value is
// the field read back).
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 64}}}
// EXPECT: {"Out": {"u32": [1, 10, 44, 0, 1, 20, 44, 0, 1, 10, 44, 0, 1, 20, 44, 3]}}
struct F { bool b1 : 1; bool b2 : 7; uint n : 8; };
struct A { bool m_sorted : 1; };
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    F f = { true, id.x & 1, 200 };
    A a;
    a.m_sorted = id.x > 1;
    bool b = (a.m_sorted = id.x == 3);
    f.n += 100;
    f.b2 = !f.b2;
    Out[id.x * 4 + 0] = f.b1;
    Out[id.x * 4 + 1] = f.b2 ? 10 : 20;
    Out[id.x * 4 + 2] = f.n;
    Out[id.x * 4 + 3] = a.m_sorted + 2 * b;
}
