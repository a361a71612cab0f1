RWStructuredBuffer<float4> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    float4x4 m = (float4x4)1;
    float a = m._m00 + m._11 + m._m33;
    float2 d = m._m00_m11;
    m._m01_m10 = float2(5, 6);
    float4 row = m[2];
    float e = m[1][2];
    Out[0] = row + a + float4(d, e, m._44);
}
// CHECK: MatrixSwizzle ._m00_m11 'float2'
