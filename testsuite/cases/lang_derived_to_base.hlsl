// A derived struct converts to a struct it derives from, directly or through
// another, keeping its leading fields (DXC's derived-to-base conversion): in
// an initialization, as a by-value argument, in an explicit cast, and as the
// object of a base's member function through a cast. With overloads for two
// of its bases, the nearer base wins, as in C++.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"o": {"zero": 24}}}
// EXPECT: {"o": {"u32": [3, 4, 34, 2, 1, 40]}}
RWStructuredBuffer<uint> o;
struct Base {
    uint a;
    uint b;
    uint Sum() { return a * 10 + b; }
};
struct Mid : Base {
    uint c;
};
struct Leaf : Mid {
    uint d;
};
uint Pick(Base x) { return 1; }
uint Pick(Mid x) { return 2; }
uint OnlyBase(Base x) { return 0; }
uint Total(Base x) { return x.a + x.b; }
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Leaf l = {3 + id.x, 4, 5, 6};
    Base b = l;
    o[0] = b.a;                       // 3
    Mid m = l;
    o[1] = ((Base)m).b;               // 4
    o[2] = ((Base)l).Sum();           // 3 * 10 + 4
    o[3] = Pick(l);                   // Mid is the nearer base
    o[4] = Pick(b) + OnlyBase(l);     // 1 + 0
    o[5] = Total(l) * m.c + l.d - 1;  // 7 * 5 + 6 - 1 = 40
}
