// Names qualified by a template type parameter (C++'s dependent names),
// resolved when the template is instantiated: static data members (also a
// base's), static member functions, and the types the argument declares,
// with or without C++'s 'typename' ('typename C::Item'); the same through
// an alias of the struct. C++'s 'template' before a member template of a
// dependent object ('h.template get<uint>()') is accepted too.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"o": {"zero": 24}}}
// EXPECT: {"o": {"u32": [11, 6, 14, 8, 9, 15]}}
RWStructuredBuffer<uint> o;
struct Base { static const uint B = 7; };
struct Cfg : Base {
    static const uint N = 4;
    struct Item { uint v; };
    using Elem = uint2;
    static uint twice(uint x) { return 2 * x; }
};
template<typename C> uint statics() { return C::N + C::B; }
template<typename C> uint calls(uint x) { return C::twice(x) + C::twice(1); }
template<typename C> uint types(uint x) {
    typename C::Item it;
    it.v = x + 5;
    typename C::Elem e = uint2(it.v, C::twice(it.v));
    C::Item bare;
    bare.v = 4;
    return e.y + e.x + bare.v - it.v;
}
template<typename C> struct Holder {
    typename C::Item item;
    uint get() { return C::N * 2 + item.v; }
};
struct Getter {
    uint base;
    template<typename T> T get() { return (T)(base * 3); }
};
template<typename G> uint fetch(G g) { return g.template get<uint>() + g.get<uint>() - g.base; }
using Alias = Cfg;
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    o[0] = statics<Cfg>() + id.x;          // 4 + 7
    o[1] = calls<Cfg>(id.x + 2);           // 4 + 2
    o[2] = types<Cfg>(id.x);               // 10 + 5 + 4 - 5
    Holder<Cfg> h;
    h.item.v = id.x;
    o[3] = h.get();                        // 8
    Alias::Item a;
    a.v = 9 + id.x;
    o[4] = a.v;
    Getter g;
    g.base = 3 + id.x;
    o[5] = fetch(g);                       // 9 + 9 - 3
}
