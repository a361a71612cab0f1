RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    float a = 1, b, c = a + 2, d[3] = { 1, 2, 3 };
    int i = 0, j = i + 1;
    float4 v = { 1, 2, 3, 4 }, w = v.wzyx;
    float2 pairs[2] = { float2(1, 2), 3, 4 };
    float e[] = { 5, 6, 7 };
    b = 0;
    Out[0] = a + b + c + d[2] + j + v.x + w.y + pairs[1].y + e[2];
}
// CHECK: Decl local float[3] e
