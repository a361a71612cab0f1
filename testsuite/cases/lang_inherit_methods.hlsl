// Member functions of a derived struct: a struct deriving from one with
// member functions can call them on its objects and in its own bodies,
// through two levels and across a namespace. They are not virtual: an
// inherited function calling a sibling gets its own struct's sibling even
// where a derived struct hides that name with a function of its own. An
// inherited function that writes its object writes the derived object; a
// base's static data member and static member function are found from the
// copies.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"o": {"zero": 32}}}
// EXPECT: {"o": {"u32": [1, 23, 200, 223, 4, 13, 12, 302]}}
RWStructuredBuffer<uint> o;
namespace shapes {
uint Offset() { return 10; }
struct Counter {
    uint n;
    static const uint Step = 3;
    static uint Twice(uint x) { return 2 * x; }
    uint Value() { return n; }
    uint Scaled() { return Twice(Value()) + Step + Offset(); }
    void Bump(uint by) { n += by; }
    Counter operator+(uint k) { Counter r; r.n = n + k; return r; }
};
}
struct Labeled : shapes::Counter {
    uint label;
    uint Value() { return 100 * label; }
    uint Both() { return Value() + Scaled(); }
};
struct Tagged : Labeled {
    uint tag;
    void BumpTwice() { Bump(tag); Bump(tag); }
};
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Tagged t;
    t.n = 1 + id.x;
    t.label = 2;
    t.tag = 2;
    o[0] = t.n;               // 1
    t.BumpTwice();            // n = 5
    // Scaled calls Counter::Value (n), not Labeled::Value: 2*5 + 3 + 10
    o[1] = t.Scaled();        // 23
    o[2] = t.Value();         // Labeled::Value: 100 * 2
    o[3] = t.Both();          // 200 + 23
    Labeled l;
    l.n = 4;
    l.label = 7;
    o[4] = l.Value() / 175;   // 700 / 175 = 4
    Tagged u = t;
    u.Bump(8);                // n = 13
    o[5] = u.n;
    o[6] = Tagged::Twice(6);  // 12
    Tagged w;
    w.n = 0; w.label = 0; w.tag = 0;
    shapes::Counter s = w + 302;
    o[7] = s.n;
}
