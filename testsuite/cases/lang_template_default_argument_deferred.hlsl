// Default arguments of template instances are instantiated only for a call
// that uses them, as C++ ([temp.inst]) and DXC do: a function template whose
// parameter type is deduced from the argument passed may have a default
// that would not convert to that type (the remap-trait pattern of kajiya's
// TAA), and a member function of a struct template may have a default that
// is ill-formed for some instances. A call that leaves the argument out
// still gets the default.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"o": {"zero": 24}}}
// EXPECT: {"o": {"u32": [7, 21, 5, 12, 40, 3]}}
RWStructuredBuffer<uint> o;
struct Identity {
    static Identity create() { Identity r; return r; }
    uint remap(uint v) { return v; }
};
struct Doubler {
    uint k;
    static Doubler create() { Doubler r; r.k = 2; return r; }
    uint remap(uint v) { return v * k; }
};
template<typename Remap>
uint apply(uint v, Remap remap = Identity::create()) {
    return remap.remap(v) + 1;
}
struct Box { uint v; };
template<typename T> struct Holder {
    T value;
    // ill-formed for T = Box (no conversion from int); fine for uint
    T get(T fallback = 5) { return value; }
    uint plus(uint a, uint b = 3) { return a + b; }
};
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    o[0] = apply<Identity>(6 + id.x);              // the default (C++ deduces nothing from it)
    o[1] = apply(10 + id.x, Doubler::create());    // a Doubler, not convertible from Identity
    Holder<uint> h;
    h.value = 5;
    o[2] = h.get();                                // the default used where it converts
    Holder<Box> b;
    b.value.v = 9;
    Box fb;
    fb.v = 1;
    o[3] = b.get(fb).v + b.plus(0);                // 9 + 3: get's default never instantiated
    o[4] = b.plus(20, 20);
    o[5] = b.plus(0);
}
