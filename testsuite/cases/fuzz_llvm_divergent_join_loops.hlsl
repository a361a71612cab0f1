// A value computed by uniform loops in both arms of a divergent branch, used
// after the join by an atomic add and as an address. The value differs between
// the arms, so it is divergent after the join. Found by the differential fuzzer
// (seed 7192800: the arms were WaveActiveProduct and WaveActiveSum, which the LLVM
// export writes as uniform scan loops), LLVM path only: llc-19's uniformity
// analysis stops too early when it looks for the joins of a divergent branch
// whose arms span several blocks (LLVM issue 137277, fixed upstream by PR 139667
// after LLVM 19), so it takes the join's phi as uniform, and its atomic optimizer
// then issues one atomic of value x active-lane count from the first lane: the
// lanes of the other arm add the wrong value. The LLVM path now runs llc with
// -amdgpu-atomic-optimizer-strategy=None (testsuite.LLVMArgs); hlslc's own code is
// not affected (its uniformity analysis taints phis at divergent joins).
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [9, 1, 4, 0, 7, 2, 5, 3, 8, 6, 1, 9, 0, 4, 2, 7]},
// RUN-SPEC:   "CB": {"cu0": 3, "cu1": 5},
// RUN-SPEC:   "RawAcc": {"zero": 4},
// RUN-SPEC:   "Out": {"zero": 64}}}
StructuredBuffer<uint> In : register(t0);
RWByteAddressBuffer RawAcc : register(u0);
RWStructuredBuffer<uint> Out : register(u1);
cbuffer CB : register(b0) { uint cu0; uint cu1; };

[numthreads(16, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    uint s = cu1;
    if (In[gi] > 3) {
        for (uint i = 0; i < cu0; i++) s = s * 3 + i;
    } else {
        for (uint j = 0; j < cu1; j++) s = s * 5 + j;
    }
    RawAcc.InterlockedAdd(0, s);
    Out[gi] = In[s & 15] + s;
}
