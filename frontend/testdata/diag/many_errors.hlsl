RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    a1 = 1;
    a2 = 2;
    float3 v = float4(1, 2, 3, 4) + float2(1, 2);
    a3 = v;
}
