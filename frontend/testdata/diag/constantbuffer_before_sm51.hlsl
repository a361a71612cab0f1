// RUN-FLAGS: -T cs_5_0
struct S { float4 v; };
ConstantBuffer<S> CB;
RWStructuredBuffer<float4> Out;
[numthreads(1, 1, 1)] void main() { Out[0] = CB.v; }
