// A struct declared before its definition ("struct B;") is a type from the
// declaration on, as in C++ and DXC: function declarations and member
// function declarations may return it or take it (kajiya's gbuffer.hlsl:
// 'struct GbufferData;' then 'GbufferData unpack();' in GbufferDataPacked),
// and the definitions, after B's, use it as any struct. A nested struct may
// be declared in its struct and defined later there.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"o": {"zero": 16}}}
// EXPECT: {"o": {"u32": [7, 12, 5, 9]}}
RWStructuredBuffer<uint> o;
struct B;
B make(uint x);
uint width(B b, uint k);
struct A {
    uint v;
    B unpack();
    static A from(uint v) { A a; a.v = v; return a; }
};
struct B { uint w; A pack(); };
A B::pack() { A a; a.v = w; return a; }
B A::unpack() { B b; b.w = v * 2; return b; }
B make(uint x) { B b; b.w = x; return b; }
uint width(B b, uint k) { return b.w * k; }
struct Outer {
    struct Inner;
    uint n;
    struct Inner { uint m; };
    Inner twice() { Inner i; i.m = n * 3; return i; }
};
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    o[0] = A::from(id.x + 3).unpack().w + make(1).pack().v;   // 6 + 1
    o[1] = width(make(id.x + 4), 3);                          // 12
    Outer x;
    x.n = 1 + id.x;
    Outer::Inner got = x.twice();
    o[2] = got.m + 2;                                         // 5
    B arr[2];
    arr[0] = make(4);
    arr[1] = A::from(id.x + 1).unpack();
    o[3] = arr[0].w + arr[1].w + 3;                           // 4 + 2 + 3
}
