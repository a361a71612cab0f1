// Wave intrinsics whose results do not depend on the wave size: reading the
// first lane of a wave-uniform value, all-equal / all-true of uniform
// conditions, and per-lane identities. Compared with lavapipe too.
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {"P": {"base": 40, "mask": 12}, "Out": {"zero": 1536}}}
cbuffer P : register(b0)
{
    uint base;
    uint mask;
};
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint3 gid : SV_GroupID)
{
    uint i = id.x;
    uint o = i * 3;
    Out[o] = WaveReadLaneFirst(base + gid.x);
    Out[o + 1] = (WaveActiveAllEqual(mask) ? 1 : 0) + (WaveActiveAllTrue(base > 0) ? 2 : 0) + (WaveActiveAnyTrue(mask == 0) ? 4 : 0);
    Out[o + 2] = WaveActiveMax(base) + WaveActiveMin(mask) + WaveActiveBitOr(mask) * 100;
}
