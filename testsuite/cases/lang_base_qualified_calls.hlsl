// Qualified calls of a base's member function on this object, as C++ has
// them: Derived::f calls Base::f, which it hides, and Mid::f (Mid inherits
// Base's); a member function Derived inherits from Base calls Base::f and
// f() itself, both Base's (HLSL has no virtual functions); Derived::f()
// names the struct's own; d.Base::f() calls Base's on an object. DXC's clang
// takes them.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"O": {"zero": 32}}}
// EXPECT: {"O": {"u32": [1128923136, 1150828544, 1158389760, 1162551296, 1166364672, 1168445440, 1170526208, 1172606976]}}
// FLOAT: O f32
RWStructuredBuffer<float> O : register(u0);

struct Base
{
    float a;
    float f() { return a; }
    float g() { return Base::f() * 10; }
    float h(float k) { return f() + k; }
};

struct Mid : Base
{
    float m;
};

struct Derived : Mid
{
    float b;
    float f() { return Mid::f() + Base::f() + b; }
    float h(float k) { return Base::h(k) * 2 + Derived::f(); }
};

[numthreads(8, 1, 1)]
void main(uint i : SV_DispatchThreadID)
{
    Derived d;
    d.a = i;
    d.m = 0;
    d.b = 1;
    O[i] = d.f() + d.g() + d.h(100) + d.Base::f() * 1000; // 1016 i + 202
}
