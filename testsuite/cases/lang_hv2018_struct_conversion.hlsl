// HLSL before 2021 (-HV 2018): a struct converts implicitly to another
// struct of the same layout (assignment and argument), as FXC and DXC
// treated such structs as one type; under 2021 the same source is an error
// (strict user-defined types).
// RUN-FLAGS: -HV 2018
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"o": {"zero": 32}}}
// EXPECT: {"o": {"u32": [1082130432, 0, 1084227584, 1065353216, 1086324736, 1073741824, 1088421888, 1077936128]}}
// FLOAT: o f32
struct LinearRGB { float3 RGB; };
struct LinearYCoCg { float3 YCoCg; };
float GetLuma(LinearRGB c) { return c.RGB.g * 2.0 + c.RGB.r + c.RGB.b; }
RWStructuredBuffer<float> o : register(u0);
[numthreads(4, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
    LinearYCoCg y; y.YCoCg = float3(id.x, 1, 2);
    LinearRGB r = y;                 // 2018: same layout converts
    o[id.x * 2 + 0] = GetLuma(y);    // and as an argument
    o[id.x * 2 + 1] = r.RGB.x;
}
