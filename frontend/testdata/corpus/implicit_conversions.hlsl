RWStructuredBuffer<float4> Out : register(u0);
void takeInt(int x) {}
[numthreads(1, 1, 1)]
void main() {
    float4 v = 1;          // splat
    int i = 2.5;           // float to int
    float f = i;           // int to float
    bool b = f;            // float to bool
    uint u = b;            // bool to uint
    float4 w = v * 2;      // scalar operand splat
    float1 one = 3;
    float s = one;         // vector1 to scalar
    takeInt(f);
    Out[0] = w + s + u;
}
// CHECK: ImplicitCast splat 'float4'
// CHECK: ImplicitCast vec-to-scalar 'float'
