RWStructuredBuffer<float4> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    float3 a = float3(1, 0, 0), b = float3(0, 1, 0);
    float d = dot(a, b) + length(a) + distance(a, b);
    float3 c = cross(a, b) + normalize(a + b) + reflect(a, b) + refract(a, b, 1.33) + faceforward(a, b, a);
    float4x4 m = (float4x4)1;
    float3x3 m3 = (float3x3)2;
    float4 t = mul(m, float4(c, d)) + mul(float4(c, 1), m) + mul(2, float4(1, 1, 1, 1));
    float4x4 mm = mul(m, transpose(m));
    float det = determinant(m3);
    int id = dot(int2(1, 2), int2(3, 4));
    Out[0] = t + mm[0] + det + id;
}
// CHECK: Intrinsic mul(float4, float4x4) 'float4'
// CHECK: Intrinsic dot(int2, int2) 'int'
