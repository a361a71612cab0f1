RWStructuredBuffer<float> Out : register(u0);
struct S { float x; };
float f(float a, float b) { return a + b; }
float f(float3 a) { return a.x; }
float h(int a, float b) { return a; }
float h(float a, int b) { return b; }
float g(float2 a, float b) { return a.x; }
float g(float a, float2 b) { return b.x; }
[numthreads(1, 1, 1)]
void main() {
    S s;
    Out[0] = f(s);
    Out[1] = h(1, 1);
    float2 v = 1;
    Out[2] = g(v, v); // one truncation each: the conversion scores tie
}
