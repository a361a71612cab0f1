// Wave reads of constants OR-ed into a divergent value: the constant (all
// ones) is hidden behind llvm.amdgcn.readfirstlane from llc's DAG combiner
// and first appears in SIFoldOperands, whose fold of `or x, -1` keeps x
// instead of -1 (llvm/llvm-project#189677, fixed after LLVM 19): the LLVM
// path stored `x` where every other path stores all ones. Found by the
// differential fuzzer (seed 7144266). The LLVM export now takes a constant
// word as its own first lane (ir/llvm wave) — the identity LLVM's own
// InstCombine applies.
// RUN-FLAGS: -T cs_6_0
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [4294967295, 7, 1000, 3]},
// RUN-SPEC:   "Out": {"zero": 256}}}
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    uint x = In[gi & 3] + gi;
    Out[gi * 4 + 0] = x & (WaveReadLaneFirst(0xffffffffu) | (WaveIsFirstLane() ? 1u : 0u));
    Out[gi * 4 + 1] = WaveReadLaneFirst(~0u) | (gi & 5u);
    Out[gi * 4 + 2] = (uint)WaveReadLaneFirst(0x00000005ffffffffull) | x;
    Out[gi * 4 + 3] = (uint)(WaveReadLaneFirst(0xffffffff00000007ull) >> 32) | (x << 1);
}
