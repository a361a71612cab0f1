// Stream compaction with one atomic per wave (seed document 000): a wave
// counts its kept items with a ballot, its first lane reserves room with one
// groupshared atomic, and each kept item goes to the group's region at
// waveBase + its prefix count; thread 0 adds the group's count to a global
// counter. One wave per group, so the output order is fixed; the ballot,
// prefix count and first-lane election are per wave.
// WAVE-SIZE-DEPENDENT
// RUN-SPEC: {"dispatch": [3, 1, 1], "resources": {
// RUN-SPEC:   "Src": {"u32": [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987, 1597, 7, 9, 11, 4, 6, 8, 10, 99, 101, 17, 19, 23, 29, 31, 37, 41,
// RUN-SPEC:     43, 47, 0, 2, 4, 6, 53, 59, 61, 67, 71, 73, 79, 83, 12, 14, 16, 18, 97, 20, 22, 24, 26, 28, 30, 31, 33, 35, 36, 38, 40, 41,
// RUN-SPEC:     1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6, 7, 7, 7, 7, 8, 8, 8, 8,
// RUN-SPEC:     9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40]},
// RUN-SPEC:   "Dst": {"zero": 768}, "Counter": {"zero": 4}}}
StructuredBuffer<uint> Src : register(t0);
RWStructuredBuffer<uint> Dst : register(u0);
RWByteAddressBuffer Counter : register(u1);
// The seed's mbcnt(ballot(x)): a v_mbcnt_lo/hi pair over the ballot mask.
// CHECK-LABEL: main:
// CHECK: v_mbcnt_lo_u32_b32 [[LO:v[0-9]+]], s{{[0-9]+}}, 0
// CHECK-NEXT: v_mbcnt_hi_u32_b32 v{{[0-9]+}}, s{{[0-9]+}}, [[LO]]
groupshared uint sharedCounter;

[numthreads(64, 1, 1)]
void main(uint3 Gid : SV_GroupID, uint3 DTid : SV_DispatchThreadID, uint GI : SV_GroupIndex)
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
    if (GI == 0)
        Counter.InterlockedAdd(0, sharedCounter);
    if (keep)
        Dst[Gid.x * 64 + waveBase + slot] = value;
}
