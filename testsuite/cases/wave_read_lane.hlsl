// WaveReadLaneAt with a uniform lane, with a per-lane (divergent) lane index
// (a bpermute), WaveReadLaneFirst inside a branch, and WaveActiveBallot
// masks counted with countbits.
// WAVE-SIZE-DEPENDENT
// XFAIL: hlslc: WaveReadLaneAt(v, (i * 7) & 63) with a per-lane index reads lane 0's index with v_readfirstlane_b32 and then v_readlane_b32 for every lane (Out word 6: want 52, the value of lane 7, got 3, lane 0's); needs ds_bpermute_b32 or a waterfall loop, or a diagnostic
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 2560}}}
// CHECK-LABEL: main:
// CHECK: v_readlane_b32
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(128, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    uint v = i * i + 3;
    uint o = i * 5;
    Out[o] = WaveReadLaneAt(v, 5);
    Out[o + 1] = WaveReadLaneAt(v, (i * 7) & 63);
    if (i % 3 == 2)
        Out[o + 2] = WaveReadLaneFirst(v);
    uint4 b = WaveActiveBallot((v & 4) != 0);
    Out[o + 3] = countbits(b.x) + countbits(b.y);
    Out[o + 4] = WaveActiveCountBits(i > 40) + WavePrefixCountBits(i & 1);
}
