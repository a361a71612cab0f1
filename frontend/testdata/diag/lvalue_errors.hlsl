StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<float> Out : register(u0);
float uniformScale;
cbuffer C { float k; };
[numthreads(1, 1, 1)]
void main() {
    const float c = 1;
    c = 2;
    uniformScale = 3;
    k += 1;
    In[0] = 4;
    float4 v = 0;
    v.xx = float2(1, 2);
    (v.x + 1) = 2;
    5++;
}
