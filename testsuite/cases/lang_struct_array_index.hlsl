// Arrays inside structs indexed with run-time values: through a struct
// parameter, inside a member function (this), and directly; the struct
// then lives in private memory.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"o": {"zero": 64}}}
// EXPECT: {"o": {"u32": [1109393408, 1112014848, 1073741824, 0, 1106247680, 1112014848, 1077936128, 1065353216, 1101004800, 1106247680, 1082130432, 1073741824, 1092616192, 1106247680, 1065353216, 1077936128]}}
// FLOAT: o f32
struct S {
    float v[4];
    uint2 pairs[2];
    float get(uint i) { return v[i]; }
    void set(uint i, float x) { v[i] = x; pairs[i & 1].y = i; }
};
float get2(S s, uint i) { return s.v[i] + s.pairs[i & 1].x; }
RWStructuredBuffer<float> o;
[numthreads(4, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
    S s;
    s.v[0] = 1; s.v[1] = 2; s.v[2] = 3; s.v[3] = 4;
    s.pairs[0] = uint2(10, 0); s.pairs[1] = uint2(20, 0);
    s.set(id.x, s.get(3 - id.x) * 10);
    o[id.x * 4 + 0] = s.get(id.x);
    o[id.x * 4 + 1] = get2(s, id.x);
    o[id.x * 4 + 2] = s.v[(id.x + 1) & 3];
    o[id.x * 4 + 3] = s.pairs[id.x & 1].y;
}
