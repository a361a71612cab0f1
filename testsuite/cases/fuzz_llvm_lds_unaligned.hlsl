// A 32-bit value taken from the middle of a groupshared uint64_t: (uint)(gw[i] >> 8).
// Found by the differential fuzzer (seed 7140107), LLVM path only: llc narrows it to
// one ds_read_b32 at byte offset 1, as its code for amdhsa may, since ROCm's driver
// runs gfx9 in the unaligned LDS mode (SH_MEM_CONFIG.alignment_mode = UNALIGNED). The
// executor ran every LDS access strictly aligned and reported a fault; it now models
// the mode (exec.Options.LDSAlignment): the LLVM path runs unaligned, as the hardware
// would, and hlslc's own code stays strict (its loads here are aligned dwords).
// RUN-FLAGS: -T cs_6_2
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 256}}}
groupshared uint64_t gw[64];
RWStructuredBuffer<uint> Out;

[numthreads(64, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    gw[gi] = ((uint64_t)(gi * 0x01030507u) << 32) | (gi * 0x02040608u + 0x11u);
    GroupMemoryBarrierWithGroupSync();
    Out[gi] = (uint)(gw[(gi + 1u) % 64u] >> 8u);
}
