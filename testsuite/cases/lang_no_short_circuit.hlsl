// HLSL 2018 (-HV 2018): scalar && || and ?: evaluate both operands, as
// before HLSL 2021 (compare lang_short_circuit.hlsl, the same kernel under
// the default -HV 2021): every lane calls bump() twice.
// RUN-FLAGS: -HV 2018
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 256}, "Count": {"zero": 4}}}
// EXPECT: {"Count": {"u32": [128]}}
RWStructuredBuffer<uint> Out : register(u0);
RWStructuredBuffer<uint> Count : register(u1);

uint bump(uint i)
{
    uint old;
    InterlockedAdd(Count[0], 1, old);
    return i + (old & 0);
}

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    uint n = 0;
    bool b = (i & 1) != 0 && (n++ < 100);
    bool c = (i & 2) != 0 || bump(0) > 1000;
    uint d = (i & 4) != 0 ? bump(1) : 7;
    uint e = (i & 8) != 0 ? 5 : (n += 10);
    Out[i] = (b ? 1 : 0) + (c ? 2 : 0) + n * 4 + (d == 7 ? 0 : 8) + e * 1000;
}
