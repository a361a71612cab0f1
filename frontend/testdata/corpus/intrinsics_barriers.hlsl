RWStructuredBuffer<uint> Buf : register(u0);
groupshared uint s[64];
[numthreads(64, 1, 1)]
void main(uint gi : SV_GroupIndex) {
    s[gi] = gi;
    GroupMemoryBarrier();
    GroupMemoryBarrierWithGroupSync();
    DeviceMemoryBarrier();
    DeviceMemoryBarrierWithGroupSync();
    AllMemoryBarrier();
    AllMemoryBarrierWithGroupSync();
    Buf[gi] = s[63 - gi];
}
