// Enumerators declared in a struct template: each instance declares its
// own under its name, as C++ does, so S<3>::value, a partial and an explicit
// specialization's enumerators and the instance's member functions find
// them (Ackermann's function computed by template recursion, as DXC's
// template tests do); an enumerator of the struct is also a member of its
// objects (s.e, as C++ takes it). DXC's clang takes them.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"O": {"zero": 32}}}
// EXPECT: {"O": {"u32": [9, 1006, 2004, 3008, 4192, 5070, 6009, 7042]}}
RWStructuredBuffer<uint> O : register(u0);

template<uint M, uint N>
struct Ackermann
{
    enum { value = Ackermann<M - 1, Ackermann<M, N - 1>::value>::value };
};

template<uint M>
struct Ackermann<M, 0>
{
    enum { value = Ackermann<M - 1, 1>::value };
};

template<uint N>
struct Ackermann<0, N>
{
    enum { value = N + 1 };
};

template<>
struct Ackermann<0, 0>
{
    enum { value = 1 };
};

template<typename T>
struct Packed
{
    enum Size { Words = sizeof(T) / 4, Bytes = sizeof(T) };
    enum { Lanes = 64 };
    T v;
    uint words() { return Words * Lanes; }
};

struct Plain
{
    enum Kind { First = 5, Second };
};

[numthreads(8, 1, 1)]
void main(uint i : SV_DispatchThreadID)
{
    Packed<float3> p;
    Plain q;
    uint r[8] = {
        Ackermann<2, 3>::value,             // 9
        Ackermann<1, 4>::value,             // 6
        Packed<float4>::Words,              // 4
        Packed<uint2>::Bytes,               // 8
        p.words(),                          // 192
        p.Lanes + q.Second,                 // 70
        Packed<int>::Size::Bytes + q.First, // 9
        Plain::Kind::Second * i,            // 42 (i = 7)
    };
    O[i] = r[i] + i * 1000;
}
