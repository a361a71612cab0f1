// Stream compaction with one atomic per wave (seed document 000): a wave
// counts its kept items with a ballot, its first lane reserves room with one
// groupshared atomic, thread 0 reserves the group's room with one global
// atomic, and each kept item goes to groupBase + waveBase + its prefix count.
StructuredBuffer<uint> Src : register(t0);
RWStructuredBuffer<uint> Dst : register(u0);
RWByteAddressBuffer Counter : register(u1);
groupshared uint sharedCounter;
groupshared uint groupBase;

[numthreads(256, 1, 1)]
void main(uint3 DTid : SV_DispatchThreadID, uint GI : SV_GroupIndex)
{
    uint value = Src[DTid.x];
    bool keep = (value & 1) != 0;
    if (GI == 0) sharedCounter = 0;
    GroupMemoryBarrierWithGroupSync();
    uint4 ballot = WaveActiveBallot(keep);
    uint waveCount = countbits(ballot.x) + countbits(ballot.y);
    uint slot = WavePrefixCountBits(keep);
    uint waveBase = 0;
    if (WaveIsFirstLane()) {
        InterlockedAdd(sharedCounter, waveCount, waveBase);
    }
    waveBase = WaveReadLaneFirst(waveBase);
    GroupMemoryBarrierWithGroupSync();
    if (GI == 0) {
        uint base;
        Counter.InterlockedAdd(0, sharedCounter, base);
        groupBase = base;
    }
    GroupMemoryBarrierWithGroupSync();
    if (keep) {
        Dst[groupBase + waveBase + slot] = value;
    }
}
