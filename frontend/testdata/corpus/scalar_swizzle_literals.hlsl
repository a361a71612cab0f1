RWStructuredBuffer<float4> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    float4 a = 0.5.xxxx;
    float3 b = (2).xxx;
    float c = 1.0.x;
    Out[0] = a + float4(b, c);
}
