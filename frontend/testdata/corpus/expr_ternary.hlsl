RWStructuredBuffer<float4> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    float a = 1, b = 2;
    float m = a > b ? a : b;
    int s = a > 0 ? 1 : a < 0 ? -1 : 0;
    float4 v = float4(1, -2, 3, -4);
    float4 p = v > 0 ? v : -v;
    Out[0] = p * m * s;
}
// CHECK: Cond 'float4'
