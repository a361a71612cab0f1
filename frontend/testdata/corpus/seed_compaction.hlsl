// Seed 000: stream compaction with ballot + mbcnt, as HLSL wave intrinsics.
StructuredBuffer<uint> Src : register(t0);
RWStructuredBuffer<uint> Dst : register(u0);
RWByteAddressBuffer Counter : register(u1);
groupshared uint sharedCounter;

[numthreads(64, 1, 1)]
void main(uint3 DTid : SV_DispatchThreadID, uint GI : SV_GroupIndex)
{
    uint value = Src[DTid.x];
    bool laneActive = (value & 1) != 0;
    if (GI == 0) sharedCounter = 0;
    GroupMemoryBarrierWithGroupSync();
    uint4 ballot = WaveActiveBallot(laneActive);
    uint waveCount = countbits(ballot.x) + countbits(ballot.y);
    uint outputSlot = WavePrefixCountBits(laneActive);
    uint waveBase = 0;
    if (WaveIsFirstLane()) {
        InterlockedAdd(sharedCounter, waveCount, waveBase);
    }
    waveBase = WaveReadLaneFirst(waveBase);
    GroupMemoryBarrierWithGroupSync();
    uint groupBase = 0;
    if (GI == 0) {
        Counter.InterlockedAdd(0, sharedCounter, groupBase);
    }
    if (laneActive) {
        Dst[waveBase + outputSlot] = value;
    }
}
// CHECK: Intrinsic WaveActiveBallot(bool) 'uint4'
// CHECK: Method InterlockedAdd(uint, uint, uint) 'void'
