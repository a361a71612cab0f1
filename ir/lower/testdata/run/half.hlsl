// min16float math, computed at 16 bits.
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<float> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    min16float2 a = min16float2(In[id.x], In[id.x] * 0.5f);
    min16float2 b = a * a + min16float2(1.0, 2.0);
    Out[id.x] = (float)(b.x + b.y);
}
