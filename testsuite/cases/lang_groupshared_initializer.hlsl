// groupshared variables with initializers, as NRISamples'
// GenerateSceneDrawCalls.cs.hlsl has `groupshared uint DrawCount = 0;`: DXC
// warns "Initializer of external global will be ignored" and drops the
// initializer (DXC issue 3950), the memory undefined until a thread writes
// it; hlslc warns (-Wgroupshared-initializer) and drops it too. The unsized
// array takes its length, 8, from its initializer. The kernel writes every
// word before reading it: Out[i] reads the slot another thread wrote and the
// count all eight added to, Out[8 + i] the array's length in words plus i.
// RUN-FLAGS: -T cs_6_0
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 64}}}
// EXPECT: {"Out": {"u32": [821, 818, 815, 812, 809, 806, 803, 800, 8, 9, 10, 11, 12, 13, 14, 15]}}
RWStructuredBuffer<uint> Out : register(u0);

groupshared uint Count = 0;
groupshared uint Slots[] = { 7, 7, 7, 7, 7, 7, 7, 7 };

[numthreads(8, 1, 1)]
void main(uint i : SV_GroupIndex)
{
    if (i == 0)
        Count = 0;
    Slots[i] = i * 3;
    GroupMemoryBarrierWithGroupSync();
    uint slot;
    InterlockedAdd(Count, 1, slot);
    GroupMemoryBarrierWithGroupSync();
    Out[i] = Slots[7 - i] + Count * 100;
    Out[8 + i] = sizeof(Slots) / sizeof(uint) + i;
}
