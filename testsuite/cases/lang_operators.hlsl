// HLSL 2021 member operators: binary operators with struct and scalar right
// operands (overloaded on the operand type), unary minus, comparison,
// operator[] and operator(), operators of a struct template, and operator
// chains that follow the built-in precedence.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 256}}}
// EXPECT: {"Out": {"u32": [1073741824, 1065353216, 0, 1088421888, 1106247680, 1065353216, 1065353216, 3229614080, 1075838976, 0, 0, 1089470464, 1107558400, 1073741824, 1065353216, 1065353216, 1077936128, 3212836864, 0, 1090519040, 1108344832, 1077936128, 1065353216, 1090519040, 1080033280, 3221225472, 0, 1091043328, 1109131264, 1082130432, 1065353216, 1099431936, 1082130432, 3225419776, 0, 1091567616, 1109917696, 1084227584, 1065353216, 1105199104, 1083179008, 3229614080, 0, 1092091904, 1110704128, 1086324736, 1065353216, 1109655552, 1084227584, 3231711232, 0, 1092616192, 1111490560, 1088421888, 1065353216, 1113587712, 1085276160, 3233808384, 0, 1093140480, 1112276992, 1090519040, 1065353216, 1116864512]}}
// FLOAT: Out f32
RWStructuredBuffer<float> Out : register(u0);

struct Complex {
    float re, im;
    Complex operator+(Complex o) { Complex r; r.re = re + o.re; r.im = im + o.im; return r; }
    Complex operator*(Complex o) { Complex r; r.re = re * o.re - im * o.im; r.im = re * o.im + im * o.re; return r; }
    Complex operator*(float s) { Complex r; r.re = re * s; r.im = im * s; return r; }
    Complex operator-() { Complex r; r.re = -re; r.im = -im; return r; }
    bool operator==(Complex o) { return re == o.re && im == o.im; }
    float operator[](uint i) { return i == 0 ? re : im; }
    float operator()(float t) { return re * t + im; }
};

template<typename T>
struct Pair {
    T a, b;
    Pair operator+(Pair o) { Pair r; r.a = a + o.a; r.b = b + o.b; return r; }
    bool operator<(Pair o) { return a + b < o.a + o.b; }
    T sum() { return a + b; }
};

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint o = id.x * 8;
    Complex x; x.re = id.x; x.im = 2;
    Complex y; y.re = 1; y.im = -1;
    Complex z = x * y + -x * 0.5;
    Out[o + 0] = z.re;
    Out[o + 1] = z[1];
    Out[o + 2] = (x == y) ? 1 : 0;
    Out[o + 3] = z(3.0);
    Pair<int> p; p.a = id.x; p.b = 10;
    Pair<int> q = p + p + p;
    Out[o + 4] = q.sum();
    Out[o + 5] = (x + y)[0];
    Out[o + 6] = (p < q) ? 1 : 0;
    Complex w = x;
    w = w * w;
    Out[o + 7] = w.re + w.im;
}
