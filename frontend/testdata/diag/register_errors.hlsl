StructuredBuffer<float> In : register(u0);
RWStructuredBuffer<float> Out : register(t1);
cbuffer C : register(t2) { float k; };
Texture2D<float4> T : register(x3);
[numthreads(1, 1, 1)] void main() { Out[0] = In[0] + k; }
