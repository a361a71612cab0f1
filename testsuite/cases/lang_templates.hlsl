// HLSL 2021 templates: function templates called with deduced and explicit
// arguments (a type, a vector<T, N> and an array T[N] deduced from the
// arguments; a literal argument deduces its concrete type), a non-template
// overload winning the tie, value parameters with defaults, a struct template
// with member functions and its injected name, instances nested in a
// namespace, and one template calling another.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 384}, "OutU": {"zero": 384}}}
// EXPECT: {"Out": {"u32": [1148846080, 0, 0, 0, 1086324736, 1086324736, 0, 1069547520, 0, 1082130432, 0, 1065353216, 1148862464, 1065353216, 0, 0, 1088421888, 1090519040, 0, 1073741824, 0, 1084227584, 0, 1082130432, 1148911616, 1082130432, 0, 0, 1090519040, 1092616192, 0, 1075838976, 0, 1090519040, 0, 1088421888, 1148993536, 1091567616, 0, 0, 1091567616, 1094713344, 0, 1077936128, 0, 1095761920, 0, 1092616192, 1149108224, 1098907648, 0, 0, 1092616192, 1096810496, 0, 1080033280, 0, 1101004800, 0, 1095761920, 1149247488, 1103626240, 0, 0, 1093664768, 1098907648, 0, 1082130432, 0, 1105723392, 0, 1098907648, 1149337600, 1108344832, 0, 0, 1094713344, 1099956224, 0, 1083179008, 0, 1109393408, 0, 1100480512, 1149444096, 1111752704, 0, 0, 1095761920, 1101004800, 0, 1084227584, 0, 1112801280, 0, 1102053376]},
// EXPECT: "OutU": {"u32": [0, 0, 0, 9, 0, 0, 6, 0, 12, 0, 0, 0, 0, 0, 1, 9, 0, 0, 7, 0, 16, 0, 5, 0, 0, 0, 4, 9, 0, 0, 8, 0, 20, 0, 2, 0, 0, 0, 9, 9, 0, 0, 9, 0, 24, 0, 7, 0, 0, 0, 16, 9, 0, 0, 10, 0, 28, 0, 4, 0, 0, 0, 25, 9, 0, 0, 11, 0, 32, 0, 1, 0, 0, 0, 36, 9, 0, 0, 12, 0, 36, 0, 6, 0, 0, 0, 49, 9, 0, 0, 13, 0, 40, 0, 3, 0]}}
// FLOAT: Out f32
RWStructuredBuffer<float> Out : register(u0);
RWStructuredBuffer<uint> OutU : register(u1);

template<typename T>
T square(T x) { return x * x; }

float square(float x) { return x * x + 1000.0; }

template<typename T, uint N>
T sumArr(T a[N]) {
    T s = (T)0;
    for (uint i = 0; i < N; i++)
        s += a[i];
    return s;
}

template<typename T = float, int K = 3>
struct Acc {
    T v;
    void add(T x) { v += x * K; }
    T get() { return v; }
    Acc twice() { Acc r; r.v = v * 2; return r; }
};

namespace Math {
    template<typename T, uint N>
    vector<T, N> scale(vector<T, N> v, T s) { return v * s; }

    template<typename T>
    T sumOfSquares(T a, T b) { return square<T>(a) + square<T>(b); }
}

template<uint Bits>
uint lowBits(uint x) { return x & ((1u << Bits) - 1); }

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float f = (float)id.x;
    uint o = id.x * 12;
    Out[o + 0] = square(f);           // the non-template function
    Out[o + 1] = square<float>(f);    // explicit arguments: the template
    OutU[o + 2] = square(id.x);       // T = uint
    OutU[o + 3] = square(3);          // T = int from the literal
    float arr[4] = {1, 2, 3, f};
    Out[o + 4] = sumArr(arr);
    Acc<float, 2> a; a.v = f; a.add(1.5);
    Out[o + 5] = a.twice().get();
    Acc<uint> b; b.v = id.x; b.add(2);
    OutU[o + 6] = b.get();
    float3 v = Math::scale(float3(f, 1, 2), 0.5f);
    Out[o + 7] = v.x + v.y + v.z;
    int2 iv = Math::scale<int, 2>(int2(id.x, 3), 4);
    OutU[o + 8] = iv.x + iv.y;
    Out[o + 9] = Math::sumOfSquares(f, 2.0f);
    OutU[o + 10] = lowBits<3>(id.x * 5);
    Acc<> c; c.v = 1; c.add(f);
    Out[o + 11] = c.get();
}
