// C++'s explicit instantiation of templates, which DXC's clang takes:
// definitions ("template struct S<int>;", "template float twice<float>(float);",
// the arguments also deduced from the parameters, "template int twice(int);")
// and declarations after 'extern'; one may name a function template declared
// here and defined later. Was a syntax error ("expected '<' before 'struct'").
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"O": {"zero": 32}}}
// EXPECT: {"O": {"u32": [13, 16, 19, 22, 25, 28, 31, 34]}}
RWStructuredBuffer<int> O : register(u0);

template<typename T> struct Scaled
{
    T v;
    T get() { return v * 2; }
};
template struct Scaled<int>;
template class Scaled<float>;
extern template struct Scaled<uint>;

template<typename T> T twice(T x) { return x + x; }
template float twice<float>(float);
template int twice(int);
extern template uint twice<uint>(uint);

template<uint N> uint scaled(uint x) { return x * N; }
template uint scaled<3>(uint);

template<typename T> T later(T x);
template float later(float);
template<typename T> T later(T x) { return x - 1; }

namespace ns
{
    template<typename T> T neg(T x) { return -x; }
    template int neg<int>(int);
}

[numthreads(8, 1, 1)]
void main(uint i : SV_GroupIndex)
{
    Scaled<int> s;
    s.v = 3;
    O[i] = s.get() + twice(2) + (int)scaled<3>(i) + (int)later(4.0f) + ns::neg(ns::neg(0));
}
