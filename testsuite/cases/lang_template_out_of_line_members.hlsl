// Out-of-line definitions of a struct template's member functions, C++'s
// "template <typename T> R S<T>::f(params) { ... }" as DXC's HLSL 2021
// takes them: a definition read after an instance was made (a static
// global of the instance type) and before others, a head naming the
// parameters differently from the struct's, a value parameter, a static
// member, a member calling another defined out of line, and an explicit
// specialization, whose own body the template's definition leaves alone.
// Values pinned by EXPECT.
// RUN-FLAGS: -T cs_6_0
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 32}}}
// EXPECT: {"Out": {"u32": [10, 24, 28, 1005, 14, 56, 60, 1005]}}
RWStructuredBuffer<uint> Out : register(u0);

template <typename T, uint N = 2>
struct Acc
{
    T v[N];
    T sum();
    T scaled(T k);
    static T unit();
};

template <>
struct Acc<uint, 3>
{
    uint v[3];
    uint sum() { return 1000; }
};

static Acc<uint> early; // an instance made before the definitions

template <typename U, uint M>
U Acc<U, M>::sum()
{
    U s = 0;
    for (uint i = 0; i < M; i++)
        s += v[i];
    return s;
}

template <typename T, uint N>
T Acc<T, N>::scaled(T k) { return sum() * k + unit(); }

template <typename T, uint N>
T Acc<T, N>::unit() { return (T)N; }

[numthreads(8, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    early.v[0] = gi;
    early.v[1] = 10;
    Acc<uint, 4> four;
    for (uint i = 0; i < 4; i++)
        four.v[i] = i + gi;
    Acc<float> f;
    f.v[0] = 0.5;
    f.v[1] = gi;
    Acc<uint, 3> special;
    uint r = 0;
    switch (gi % 4)
    {
    case 0: r = early.sum(); break;                     // gi + 10
    case 1: r = four.scaled(2); break;                  // (6 + 4gi) * 2 + 4
    case 2: r = (uint)(f.scaled(2.0) * 4); break;       // ((0.5 + gi) * 2 + 2) * 4
    case 3: r = special.sum() + Acc<uint, 5>::unit(); break; // 1000 + 5
    }
    Out[gi] = r;
}
