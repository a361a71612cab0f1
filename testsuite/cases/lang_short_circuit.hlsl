// HLSL 2021 (-HV 2021, the default): scalar && || and ?: evaluate only the
// operands they need. An operand with a side effect (an increment, an
// atomic in a called function) runs only in the lanes that need it:
// Count[0] counts the calls of bump() that did run (lang_no_short_circuit.hlsl
// is the same kernel under -HV 2018).
// XFAIL: lavapipe: glslang evaluates both operands of scalar && || ?: in HLSL, as before HLSL 2021
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 256}, "Count": {"zero": 4}}}
// EXPECT: {"Count": {"u32": [64]}}
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
