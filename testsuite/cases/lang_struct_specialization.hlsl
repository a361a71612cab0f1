// Specializations of struct templates (HLSL 2021, as C++): an explicit
// specialization (template<> struct S<args> { ... }) replaces the
// template's body for exactly those arguments (defaults included), a
// partial specialization (template<typename T> struct S<T, 1> { ... },
// template<typename T, uint N> struct S<vector<T, N>> { ... }) for every
// argument list its pattern matches, with its own parameters deduced from
// the arguments; other arguments get the primary template. static_assert
// in a struct body is checked in each instance. Each thread writes the
// values the chosen definitions give, pinned by EXPECT.
// RUN-FLAGS: -T cs_6_6
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 64}}}
// EXPECT: {"Out": {"u32": [4, 8, 3, 1, 20, 6, 16, 107, 1, 2, 4, 7, 64, 5, 9, 4]}}
template<typename T, uint Scale = 1> struct Traits
{
    static_assert(Scale > 0, "a scale of zero");
    static const uint Size = 4 * Scale;
    static uint Code() { return 3; }
};
template<> struct Traits<float2>
{
    static const uint Size = 8;
    static uint Code() { return 1; }
};
template<> struct Traits<int, 5>
{
    static const uint Size = 20;
    static uint Code() { return 6; }
};
template<typename T> struct Traits<T, 3>
{
    static_assert(sizeof(T) >= 4, "T is at least 32 bits");
    static const uint Size = 4 * sizeof(T);
    static uint Code() { return 100 + sizeof(T) - 1; }
};
template<typename T, uint N> struct Traits<vector<T, N>, 2>
{
    static const uint Size = N;
    static uint Code() { return N * 2; }
};

template<typename T, uint N> struct Buf
{
    T v[N];
    uint count() { return N; }
};
template<typename T> struct Buf<T, 1>
{
    T v;
    uint count() { return 7; }
};

struct Plain
{
    static_assert(sizeof(float4) == 16, "float4 is 16 bytes");
    uint x;
};

RWStructuredBuffer<uint> Out : register(u0);

[numthreads(1, 1, 1)]
void main()
{
    Out[0] = Traits<float>::Size;              // primary, Scale 1: 4
    Out[1] = Traits<float2>::Size;             // explicit: 8
    Out[2] = Traits<float>::Code();            // primary: 3
    Out[3] = Traits<float2, 1>::Code();        // explicit (the default written): 1
    Out[4] = Traits<int, 5>::Size;             // explicit: 20
    Out[5] = Traits<int, 5>::Code();           // 6
    Out[6] = Traits<uint, 3>::Size;            // partial <T, 3>: 4 * sizeof(uint) = 16
    Out[7] = Traits<double, 3>::Code();        // partial: 100 + 8 - 1 = 107
    Buf<float, 4> four;
    Buf<uint, 1> one;
    one.v = 2;
    Out[8] = Traits<int, 2>::Size / 8;         // primary, Scale 2: 8 / 8 = 1
    Out[9] = one.v;                            // partial <T, 1>: a scalar member
    Out[10] = four.count();                    // primary: 4
    Out[11] = one.count();                     // partial: 7
    Out[12] = Traits<float3, 2>::Size * 21 + 1;  // partial <vector<T, N>, 2>: 3 * 21 + 1 = 64
    Out[13] = Traits<uint4, 2>::Code() - 3;    // partial <vector<T, N>, 2>: 8 - 3 = 5
    Out[14] = Traits<half2, 2>::Size + 7;      // N = 2: 9
    Plain p;
    p.x = 4;
    Out[15] = p.x;
}
