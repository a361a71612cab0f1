// Structs declared in two functions under one name, each a template
// argument: explicit (sizeof through the template) and deduced (a member
// read through the template). Each is its own type, so each needs its own
// instance; the instances were keyed by the argument's printed name
// ("struct L"), so the second function reused the first's instance:
// sizes 8 and 8 instead of 8 and 16, and the deduced call failed to match.
// The global L of the same name is a third type. glslang rejects
// templates, so lavapipe counts the case as rejected.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"o": {"zero": 24}}}
// EXPECT: {"o": {"u32": [8, 16, 4, 11, 30, 7]}}
RWStructuredBuffer<uint> o;
struct L { uint a; };
template<typename T> uint size() { return sizeof(T); }
template<typename T> uint memberA(T s) { return (uint)s.a; }
void f()
{
    struct L { uint a; uint b; };
    L l;
    l.a = 11;
    l.b = 5;
    o[0] = size<L>();
    o[3] = memberA(l);
}
void g()
{
    struct L { float b; float a; float c; float d; };
    L l;
    l.b = 2.0;
    l.a = 30.0;
    l.c = 0;
    l.d = 0;
    o[1] = size<L>();
    o[4] = memberA(l);
}
[numthreads(1, 1, 1)]
void main()
{
    f();
    g();
    L l;
    l.a = 7;
    o[2] = size<L>();
    o[5] = memberA(l);
}
