// Static struct members: static const data members (a scalar and an array,
// sized by its initializer) and a static member defined after the struct
// ("float4 Util::Bias = ..."; static globals are per thread), read as S::x,
// as x inside member functions and as s.x; static member functions called as
// S::f(), through an object and from sibling member functions (static and
// not). Static members take no room in the struct (sizeof).
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"o": {"zero": 64}}}
// EXPECT: {"o": {"u32": [1099956224, 1092091904, 1075838976, 1082130432, 1102053376, 1092091904, 1080033280, 1082130432, 1104150528, 1092091904, 1083179008, 1082130432, 1106247680, 1092091904, 1075838976, 1082130432]}}
// FLOAT: o f32
struct Util {
    static const uint N = 4;
    static const float kScale[3] = { 1.0, 2.0, 3.0 };
    static float4 Bias;
    static float twice(float x) { return 2 * x + kScale[1]; }
    static float thrice(float x) { return twice(x) + x; }
    float v;
    float get() { return twice(v) + N; }
};
float4 Util::Bias = float4(0.5, 0, 0, 0);
RWStructuredBuffer<float> o;
[numthreads(4,1,1)] void main(uint3 id : SV_DispatchThreadID) {
    Util u; u.v = id.x;
    o[id.x * 4 + 0] = Util::twice(u.get()) + Util::N;
    o[id.x * 4 + 1] = u.thrice(1) + u.N + Util::Bias.x;
    Util::Bias.x += 1;
    o[id.x * 4 + 2] = Util::Bias.x + Util::kScale[id.x % 3];
    o[id.x * 4 + 3] = sizeof(Util);
}
