struct S { float4 v; };
TextureBuffer<S> TB;
RWStructuredBuffer<float4> Out;
[numthreads(1, 1, 1)] void main() { Out[0] = 1; }
