RWStructuredBuffer<float> Out : register(u0);
#line 500 "generated.hlsl"
[numthreads(1, 1, 1)] void main() { Out[0] = nope; }
