groupshared float4x4 tiles[8];
groupshared uint2 pairs[64];
RWStructuredBuffer<float4> Out : register(u0);
[numthreads(64, 1, 1)]
void main(uint gi : SV_GroupIndex) {
    pairs[gi] = uint2(gi, gi * 2);
    if (gi < 8) tiles[gi] = (float4x4)0;
    GroupMemoryBarrierWithGroupSync();
    Out[gi] = tiles[gi % 8][gi % 4] + float4(pairs[gi], 0, 1);
}
