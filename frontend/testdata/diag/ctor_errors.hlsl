RWStructuredBuffer<float> Out : register(u0);
struct S { float x; };
[numthreads(1, 1, 1)]
void main() {
    float4 a = float4(1, 2, 3);
    float2 b = float2(1, 2, 3);
    S s = S(1);
    float3x3 m = float3x3(1, 2);
    float arr[2] = { 1, 2, 3 };
}
