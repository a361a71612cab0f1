// HLSL 2021 (-HV 2021, the default): an operand of scalar && || ?: that the
// language does not evaluate reads nothing, so a guard in front of an array
// read keeps the read inside the array: `i < 16 ? h[i] : 1000` reads h[i]
// only where i < 16. A read outside an array is undefined in D3D (the
// reference interpreter reports it as a runtime error), so evaluating the
// element anyway, as a select of both operands, would make this defined
// kernel undefined: the groupshared array (?:), a local array indexed by
// the thread (&&) and a static const array read in a called function (?:).
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 256}}}
// EXPECT: {"Out": {"u32": [1000000, 2000003, 3000006, 4000009, 710012, 710015, 710018, 710021, 700024, 700027, 700030, 700033, 700036, 700039, 700042, 700045, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000, 701000]}}
RWStructuredBuffer<uint> Out : register(u0);

groupshared uint h[16];
static const uint table[4] = { 10, 20, 30, 40 };

uint look(uint j)
{
    return table[j];
}

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_GroupThreadID)
{
    uint i = tid.x;
    if (i < 16)
        h[i] = i * 3;
    GroupMemoryBarrierWithGroupSync();
    uint local[8];
    for (uint k = 0; k < 8; k++)
        local[k] = k + 100;
    uint a = i < 16 ? h[i] : 1000;
    bool b = i < 8 && local[i] > 103;
    uint c = i >= 4 ? 7 : look(i);
    Out[i] = a + (b ? 1 : 0) * 10000 + c * 100000;
}
