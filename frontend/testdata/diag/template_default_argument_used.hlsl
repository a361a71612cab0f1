// An ill-formed default argument of a template instance is an error at the
// call that uses it (once), not where the instance is made.
struct A { static A create() { A r; return r; } uint f() { return 1; } };
struct B { uint f() { return 2; } };
template<typename T> uint call(T t = A::create()) { return t.f(); }
template<typename T> struct S { T v; T get(T d = 1.5) { return v; } };
RWStructuredBuffer<uint> o;
[numthreads(1, 1, 1)]
void main() {
    B b;
    o[0] = call(b);           // fine: the default is not used
    S<B> s;
    s.v = b;
    o[1] = s.get(b).f();      // fine
    o[2] = s.get().f();       // error: 1.5 does not convert to B
}
