RWStructuredBuffer<float4> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    float2 a = float2(1, 2);
    float4 b = float4(a.xy, 0, 1);
    float4 c = float4(a, a);
    float3 d = float3(b.xy, 5);
    float2x2 m = float2x2(1, 2, 3, 4);
    float2x2 n = float2x2(a, a);
    uint3 u = uint3(1, 2u, 3.0);
    vector<float, 4> e = vector<float, 4>(d, 1);
    matrix<float, 2, 2> mm = matrix<float, 2, 2>(m[0], n[1]);
    Out[0] = b + c + float4(d, 0) + float4(m[0], n[1]) + float4(u, 1) + e + float4(mm[0], 0, 0);
}
// CHECK: Construct 'float4'
