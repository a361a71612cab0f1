float f(float x) { return x * 2; }
int f(int x) { return x + 1; }
float2 f(float2 x) { return x.yx; }
uint g(uint a, uint b = 3) { return a * b; }
float proto(float x);
float proto(float x) { return x - 1; }
RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    Out[0] = f(1.5) + f(2) + f(float2(1, 2)).x + g(2) + g(2, 4) + proto(3);
}
// CHECK: Call f 'int'
// CHECK: Call f 'float2'
