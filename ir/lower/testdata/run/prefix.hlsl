// Wave prefix sums (exclusive) of integers and floats, and the wave total.
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Sum : register(u0);
RWStructuredBuffer<float> FSum : register(u1);
RWStructuredBuffer<uint> Total : register(u2);

[numthreads(128, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint x = In[id.x];
    Sum[id.x] = WavePrefixSum(x);
    FSum[id.x] = WavePrefixSum((float)x * 0.5f);
    Total[id.x] = WaveActiveSum(x) + WaveActiveMax(x) * 65536;
}
