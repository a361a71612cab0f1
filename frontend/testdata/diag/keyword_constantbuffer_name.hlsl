// RUN-FLAGS: -T cs_6_0
// DXC reserves ConstantBuffer from shader model 5.1 (DXC issue #2126)
cbuffer ConstantBuffer { float4 v; };
RWStructuredBuffer<float4> Out;
[numthreads(1, 1, 1)] void main() { Out[0] = v; }
