// Component-wise selects and comparisons on vectors (bool4 from a vector
// compare, the ternary operator per component, any/all), and a float3x3
// product in registers.
// FLOAT: Out f32
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 2048}}}
RWStructuredBuffer<float4> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 a = float4(id.x, (float)(id.x % 7) - 3.0f, (float)(id.x & 3) * 0.5f, 1.0f - (float)id.x * 0.125f);
    float4 b = a.wzyx * 2.0f - 1.0f;
    bool4 gt = a > b;
    float4 s = gt ? a : b;
    float anyAll = (any(gt) ? 1.0f : 0.0f) + (all(gt) ? 2.0f : 0.0f);
    float3x3 m = float3x3(a.xyz, b.xyz, s.xyz * 0.5f);
    float3x3 n = float3x3(1, 2, 0, 0, 1, 3, 4, 0, 1);
    float3x3 p = mul(m, n);
    Out[id.x * 2] = float4(s.xyz, anyAll);
    Out[id.x * 2 + 1] = float4(p[0][0] + p[1][1], p[2][2] - p[0][1], p[1][2], p[2][0]);
}
