// An or whose one operand is all ones only as far as llc's selection of
// another block knows: the high half of max(0xff..fc, (uint64_t)(int64_t)x)
// is -1, computed before the loop and or-ed inside it. llc-19 passed the -1
// into the loop's block in a register, and its SIFoldOperands then folded
// `v_or_b32 x, -1` to x instead of -1 (llvm/llvm-project#189677, fixed after
// LLVM 19): the LLVM path converted 0xfffffffc instead of 2^64 - 4 to
// double. Found by the differential fuzzer (seed 7159615). The LLVM path of
// the tests now exports or as arithmetic (ir/llvm Options.OrAsArithmetic).
// RUN-FLAGS: -T cs_6_2
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [3, 0, 4294967295, 17]},
// RUN-SPEC:   "Out": {"zero": 512},
// RUN-SPEC:   "DOut": {"zero": 512}}}
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);
RWStructuredBuffer<double> DOut : register(u1);

[numthreads(64, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    uint x = In[gi & 3] + gi;
    uint64_t m = max(0xfffffffffffffffcull, (uint64_t)(int64_t)(int)x);
    for (uint k = 0; k < In[0]; k++) {
        uint64_t v = ((uint64_t)x << (k * 7)) | m;
        DOut[gi] = (double)v;
        Out[gi * 2] = (uint)(v >> 32);
        Out[gi * 2 + 1] = (uint)v | (uint)(m >> 32);
    }
}
