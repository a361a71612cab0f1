// WaveReadLaneAt with a uniform lane, with a per-lane (divergent) lane index
// (a bpermute), WaveReadLaneFirst inside a branch, and WaveActiveBallot
// masks counted with countbits.
// WAVE-SIZE-DEPENDENT
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 2560}}}
// CHECK-LABEL: main:
// CHECK: v_readlane_b32 s{{[0-9]+}}, v{{[0-9]+}}, 5
// CHECK: ds_bpermute_b32
// CHECK: v_readfirstlane_b32
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
