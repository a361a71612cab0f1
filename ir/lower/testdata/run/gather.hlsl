// Gather: out[i] = in[index[i]]; indices past the end read 0 (D3D).
StructuredBuffer<float> In : register(t0);
StructuredBuffer<uint> Index : register(t1);
RWStructuredBuffer<float> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = In[Index[id.x]];
}
