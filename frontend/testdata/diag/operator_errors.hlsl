RWStructuredBuffer<float> Out : register(u0);
struct S { float x; };
[numthreads(1, 1, 1)]
void main() {
    float f = 1.5;
    int i = f & 1;
    int j = f << 2;
    S s;
    float g = s + 1;
    float4x4 m = 0;
    float3 v = 0;
    float h = (m + v).x;
}
