// C++'s using-declarations, which DXC takes since it enabled 'using' (its PR
// 4302): "using N::x;" makes N's function (the whole overload set), function
// template, constant or type x visible as x, at namespace scope (for the
// code after it, also inside another namespace) or in a block (until the
// block ends).
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"o": {"zero": 20}}}
// EXPECT: {"o": {"u32": [8, 12, 30, 7, 44]}}
RWStructuredBuffer<uint> o;
namespace math {
    uint twice(uint x) { return 2 * x; }
    float twice(float x) { return x + x; }
    template<typename T> T thrice(T x) { return 3 * x; }
    static const uint Base = 5;
    struct Pair { uint a, b; uint sum() { return a + b; } };
}
using math::twice;
using math::Pair;
namespace app {
    using math::Base;
    uint offset(uint x) { return x + Base; }
}
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    o[0] = twice(4u + id.x);                 // the uint overload
    o[1] = (uint)twice(6.0f);                // the float overload
    {
        using math::thrice;
        o[2] = thrice(10u);
    }
    Pair p;
    p.a = 3 + id.x;
    p.b = 4;
    o[3] = p.sum();
    o[4] = app::offset(39);
}
