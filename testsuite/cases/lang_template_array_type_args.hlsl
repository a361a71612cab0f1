// Array types as template arguments, as C++ and DXC take them: a structured
// buffer of arrays (StructuredBuffer<float[3][4]>, LLVM offload test suite
// Feature/StructuredBuffer/arrays), a struct template's instance
// (Box<int[2]>), a partial specialization whose pattern is an array type
// (S<T[2]> deduces T, as C++ does) and an explicit specialization for one.
// Was a syntax error ("unexpected '['").
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"In": {"f32": [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]}, "Pairs": {"zero": 16}, "O": {"zero": 32}}}
// EXPECT: {"Pairs": {"u32": [11, 7, 23, 7]}, "O": {"u32": [48, 8, 1, 2, 3, 3, 18, 0]}}
StructuredBuffer<float[3][4]> In : register(t0);
RWStructuredBuffer<uint[2]> Pairs : register(u0);
RWStructuredBuffer<uint> O : register(u1);

template<typename T> struct Box { T v; };

template<typename T> struct Kind { static const uint k = 1; };
template<typename T> struct Kind<T[2]> { static const uint k = 2 + sizeof(T) / 4 - 1; };
template<> struct Kind<int[3]> { static const uint k = 3; };

[numthreads(2, 1, 1)]
void main(uint i : SV_GroupIndex) {
    Box<int[2]> b;
    b.v[0] = (int)In[i][2][3];
    b.v[1] = 7;
    Pairs[i] = (uint[2])b.v;
    if (i == 0) {
        O[0] = sizeof(In[0]);
        O[1] = sizeof(Box<uint[2]>);
        O[2] = Kind<float>::k;
        O[3] = Kind<float[2]>::k;
        O[4] = Kind<int[3]>::k;
        O[5] = Kind<float2[2]>::k;
        O[6] = (uint)In[1][1][2];
    }
}
