// Wave and quad intrinsics on bool values (DXC accepts every one of them):
// WaveActiveAllEqual, WaveReadLaneFirst, WaveReadLaneAt with a uniform and
// a per-lane index, QuadReadAcrossX/Y/Diagonal and QuadReadLaneAt, on
// scalars and on a bool2, with all lanes active and inside a branch that
// leaves only the even lanes from 20 on active (the inactive lanes' bits
// must not count: the branch's condition is false there). A bool lives in a
// lane mask, so the reads widen it to a 0/1 word; WaveReadLaneFirst tests
// the first active lane's bit. Expected values worked out by hand (a
// Python model of the 64 lanes), not by hlslc.
// WAVE-SIZE-DEPENDENT
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 1024}}}
// CHECK-LABEL: main:
// CHECK: s_bitcmp1_b64
// EXPECT: {"Out": {"u32": [22, 12, 0, 2, 6, 11, 0, 2, 6, 11, 0, 2, 22, 12, 0, 2, 6, 2, 0, 2, 6, 4, 0, 2, 22, 0, 0, 2, 6, 1, 0, 2,
// EXPECT: 6, 1, 0, 2, 22, 0, 0, 2, 6, 4, 0, 2, 6, 2, 0, 2, 22, 12, 0, 2, 6, 11, 0, 2, 22, 11, 0, 2, 6, 12, 0, 2,
// EXPECT: 6, 2, 0, 2, 22, 4, 0, 2, 6, 0, 0, 2, 6, 1, 0, 2, 22, 1, 22, 2, 6, 0, 0, 2, 6, 4, 22, 2, 22, 2, 0, 2,
// EXPECT: 6, 12, 22, 2, 6, 11, 0, 2, 6, 11, 22, 2, 6, 12, 0, 2, 22, 2, 22, 2, 6, 4, 0, 2, 6, 0, 22, 2, 22, 1, 0, 2,
// EXPECT: 6, 1, 22, 2, 6, 0, 0, 2, 22, 4, 22, 2, 6, 2, 0, 2, 6, 12, 22, 2, 22, 11, 0, 2, 6, 11, 22, 2, 22, 12, 0, 2,
// EXPECT: 6, 2, 22, 2, 6, 4, 0, 2, 22, 0, 22, 2, 6, 1, 0, 2, 6, 1, 22, 2, 22, 0, 0, 2, 6, 4, 22, 2, 6, 2, 0, 2,
// EXPECT: 22, 12, 22, 2, 6, 11, 0, 2, 6, 11, 22, 2, 22, 12, 0, 2, 6, 2, 22, 2, 22, 4, 0, 2, 6, 0, 22, 2, 6, 1, 0, 2,
// EXPECT: 22, 1, 22, 2, 6, 0, 0, 2, 6, 4, 22, 2, 22, 2, 0, 2, 6, 12, 22, 2, 6, 11, 0, 2, 22, 11, 22, 2, 6, 12, 0, 2]}}
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    bool b = (i % 3) == 0;
    uint o = i * 4;
    uint r = 0;
    r |= WaveActiveAllEqual(b) ? 1 : 0;
    r |= WaveActiveAllEqual(i < 100) ? 2 : 0;
    r |= WaveReadLaneFirst(b) ? 4 : 0;
    r |= WaveReadLaneAt(b, 7) ? 8 : 0;
    r |= WaveReadLaneAt(b, (i * 5) & 63) ? 16 : 0;
    Out[o] = r;
    Out[o + 1] = (QuadReadAcrossX(b) ? 1 : 0) | (QuadReadAcrossY(b) ? 2 : 0)
               | (QuadReadAcrossDiagonal(b) ? 4 : 0) | (QuadReadLaneAt(b, 3) ? 8 : 0);
    if (i >= 20 && (i & 1) == 0) {
        uint s = 0;
        s |= WaveActiveAllEqual(b) ? 1 : 0;
        s |= WaveActiveAllEqual((i % 2) == 0) ? 2 : 0;
        s |= WaveActiveAllEqual(i == 1) ? 4 : 0;
        s |= WaveReadLaneFirst(b) ? 8 : 0;
        s |= WaveReadLaneFirst(i == 20) ? 16 : 0;
        Out[o + 2] = s;
    }
    bool2 bb = bool2(b, i > 31);
    bool2 q = WaveReadLaneAt(bb, 40);
    Out[o + 3] = (q.x ? 1 : 0) | (q.y ? 2 : 0) | (all(WaveActiveAllEqual(bb)) ? 4 : 0);
}
