// The value of an Interlocked* function converts to the destination's type:
// DXC declares it 'in uint value' beside an int-or-uint destination, so a
// float value converts as it would to any uint parameter (Intel's VALAR
// contrast-adaptive VRS accumulates luminance sums with
// InterlockedAdd(groupshared uint, float * 65536.0)), and the destination
// alone decides the signedness of min and max.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"f32": [0.25, 1.5, 2.75, 0.125]},
// RUN-SPEC:   "Out": {"zero": 24}}}
// EXPECT: {"Out": {"u32": [303104, 8192, 4294967291, 7, 5, 1]}}
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

groupshared uint Sum;
groupshared uint Lowest;
groupshared int Min;
groupshared uint Exchanged;

[numthreads(4, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    if (gi == 0) {
        Sum = 0;
        Lowest = 0xffffffff;
        Min = 7;
        Exchanged = 0;
    }
    GroupMemoryBarrierWithGroupSync();
    float v = In[gi];
    InterlockedAdd(Sum, v * 65536.0);          // 16384 + 98304 + 180224 + 8192
    InterlockedMin(Lowest, v * 65536.0);       // 8192
    InterlockedMin(Min, (int)gi - 5);          // the int destination: signed, -5
    uint old;
    InterlockedExchange(Exchanged, 7.9f, old); // 7
    uint prior;
    InterlockedCompareExchange(Exchanged, 7.0f, 5.2f, prior);
    GroupMemoryBarrierWithGroupSync();
    if (gi == 0) {
        Out[0] = Sum;
        Out[1] = Lowest;
        Out[2] = (uint)Min;
        Out[3] = prior == 7 || prior == 5 ? 7 : 0;
        Out[4] = Exchanged;
        Out[5] = old == 0 || old == 7 || old == 5;
    }
}
