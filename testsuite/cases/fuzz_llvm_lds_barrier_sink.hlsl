// A groupshared value read between two barriers and used only in a uniform
// if that writes the same array after them. Found by the differential
// fuzzer (seed 7091098, LLVM path only): llc-19 sank the read past the
// second GroupMemoryBarrierWithGroupSync (fence release, s_barrier, fence
// acquire) into the if, where the other wave's store after the barrier
// could come first (272 instead of 271 in word 0). The LLVM export now puts
// a memory-clobbering empty asm statement on each side of such a barrier
// (ir/llvm memoryClobber).
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "CB": {"k": 48, "cf0": 14},
// RUN-SPEC:   "Out": {"zero": 1024}}}
cbuffer CB : register(b0)
{
    int k;
    float cf0;
};
RWStructuredBuffer<uint> Out : register(u0);
groupshared uint gs[128];

[numthreads(128, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    uint u0 = gi * 183u;
    int i0 = k * (int)gi;
    gs[gi] = (uint)((402ull - min((uint64_t)(int64_t)i0, (uint64_t)gi)) % 51796ull);
    GroupMemoryBarrierWithGroupSync();
    uint u1 = gs[(gi + 35u) % 128u];
    GroupMemoryBarrierWithGroupSync();
    if (floor(cf0) * 0.5f >= cf0 * 0.5f) {
        gs[gi] = gi ^ u1;
        GroupMemoryBarrierWithGroupSync();
        u0 ^= gs[127u - gi];
        GroupMemoryBarrierWithGroupSync();
    }
    Out[gi] = u0;
}
