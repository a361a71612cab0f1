// Structs split into fields; groupshared struct arrays use the structured
// layout; a loop without [unroll] stays a loop.
struct P { float3 pos; uint id; };
StructuredBuffer<P> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);
groupshared P cache[64];
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    P p = In[id.x];
    cache[gi] = p;
    GroupMemoryBarrierWithGroupSync();
    uint best = 0;
    for (uint i = 0; i < 64; i++) {
        if (cache[i].pos.x > p.pos.x)
            best++;
    }
    Out[id.x] = best + cache[63 - gi].id;
}
