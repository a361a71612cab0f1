RWStructuredBuffer<float> Out : register(u0);
struct S { float x; };
[numthreads(1, 1, 1)]
void main() {
    float3 v = 1;
    float4 w = v;
    S s = 1.0;
}
