// RUN-FLAGS: -T cs_5_1
RWStructuredBuffer<float4> Out;
float4 TextureBuffer(float4 x) { return x * 2; }
[numthreads(1, 1, 1)] void main() { Out[0] = TextureBuffer(1); }
