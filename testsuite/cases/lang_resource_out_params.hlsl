// Resource parameters the callee assigns, as DXC takes them (a resource
// parameter is a handle the function may point at another resource): an out
// parameter chosen by a uniform value and by the thread, an inout one passed
// on through another call, a struct's resource field as the argument, and
// an in parameter whose assignment stays in the callee. The copy-out gives
// the caller's variable the resource the callee chose.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "C": {"sel": 1},
// RUN-SPEC:   "A": {"zero": 64}, "B": {"zero": 64}, "D": {"zero": 64},
// RUN-SPEC:   "Src": {"u32": [10, 20, 30, 40]}, "Alt": {"u32": [5, 6, 7, 8]}}}
// EXPECT: {"A": {"u32": [200, 1, 0, 0, 200, 1, 0, 0, 200, 1, 0, 0, 200, 1, 0, 0]}, "B": {"u32": [10, 2, 0, 0, 0, 2, 6, 0, 30, 2, 0, 0, 0, 2, 8, 0]}, "D": {"u32": [0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 40, 0, 0, 0]}}
cbuffer C : register(b0) { uint sel; };
RWStructuredBuffer<uint> A : register(u0);
RWStructuredBuffer<uint> B : register(u1);
RWStructuredBuffer<uint> D : register(u2);
StructuredBuffer<uint> Src : register(t0);
StructuredBuffer<uint> Alt : register(t1);

struct Target { RWStructuredBuffer<uint> buf; uint base; };

void PickUniform(out RWStructuredBuffer<uint> r)
{
    if (sel == 1)
        r = B;
    else
        r = A;
}

void PickByThread(uint i, out RWStructuredBuffer<uint> r)
{
    r = (i & 1) ? D : B;
}

void Swap(inout RWStructuredBuffer<uint> x, inout RWStructuredBuffer<uint> y)
{
    RWStructuredBuffer<uint> t = x;
    x = y;
    y = t;
}

void SwapTwice(inout RWStructuredBuffer<uint> x, inout RWStructuredBuffer<uint> y)
{
    Swap(x, y);
    Swap(y, x);
    Swap(x, y);
}

uint ReadOther(StructuredBuffer<uint> s, uint i)
{
    s = Alt; // a by-value parameter: the caller's argument is unchanged
    return s[i];
}

void Retarget(inout Target t)
{
    t.buf = A;
}

[numthreads(4, 1, 1)]
void main(uint i : SV_DispatchThreadID)
{
    RWStructuredBuffer<uint> u;
    PickUniform(u);
    u[i * 4 + 1] = 2;

    RWStructuredBuffer<uint> v;
    PickByThread(i, v);
    v[i * 4] = Src[i];

    RWStructuredBuffer<uint> a = A, b = B;
    SwapTwice(a, b); // a is B, b is A
    b[i * 4] = 200;
    a[i * 4 + 2] = ReadOther(Src, i) * 0 + (i & 1 ? ReadOther(Src, i + 0) : 0);

    Target t;
    t.buf = D;
    t.base = 1;
    Retarget(t);
    t.buf[i * 4 + t.base] = 1;
}
