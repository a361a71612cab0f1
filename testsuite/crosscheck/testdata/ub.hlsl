// An index past a groupshared array: undefined in HLSL.
groupshared float Tile[64];
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<float> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint i : SV_GroupIndex) {
    Tile[i] = In[i];
    GroupMemoryBarrierWithGroupSync();
    Out[i] = Tile[i + 1];
}
