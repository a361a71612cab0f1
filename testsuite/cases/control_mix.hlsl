// LAVAPIPE-SKIP: glslang translates HLSL's signed % (truncated) to OpSMod (floored), so lavapipe computes another remainder
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {"In": {"i32": [-20, 17, 13, 9, 5, 1, -3, -7, -11, -15, -19, 18, 14, 10, 6, 2, -2, -6, -10, -14, -18, 19, 15, 11, 7, 3, -1, -5, -9, -13, -17, 20, 16, 12, 8, 4, 0, -4, -8, -12, -16, -20, 17, 13, 9, 5, 1, -3, -7, -11, -15, -19, 18, 14, 10, 6, 2, -2, -6, -10, -14, -18, 19, 15, 11, 7, 3, -1, -5, -9, -13, -17, 20, 16, 12, 8, 4, 0, -4, -8, -12, -16, -20, 17, 13, 9, 5, 1, -3, -7, -11, -15, -19, 18, 14, 10, 6, 2, -2, -6, -10, -14, -18, 19, 15, 11, 7, 3, -1, -5, -9, -13, -17, 20, 16, 12, 8, 4, 0, -4, -8, -12, -16, -20, 17, 13, 9, 5]}, "Out": {"zero": 4096}, "Stats": {"zero": 8}}}
// Divergent control flow: loops with break and continue, a switch with
// fall-through, an inlined function with out/inout parameters and early
// returns, a local array indexed at run time (private memory), and atomics
// on a buffer and on groupshared memory.
StructuredBuffer<int> In : register(t0);
RWStructuredBuffer<int> Out : register(u0);
RWStructuredBuffer<uint> Stats : register(u1);
groupshared uint gsum;

int classify(int x, out int twice, inout int acc)
{
    twice = x * 2;
    acc += x;
    if (x < 0)
        return -1;
    if (x == 0)
        return 0;
    for (int i = 0; i < 8; i++) {
        if (i * i > x)
            return i;
    }
    return 100;
}

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    if (gi == 0)
        gsum = 0;
    GroupMemoryBarrierWithGroupSync();
    int x = In[id.x];
    int s = 0;
    for (int i = 0; i < 20; i++) {
        if (i == x)
            break;
        if ((i & 1) == 0)
            continue;
        s += i;
    }
    int r = 0;
    switch (x % 4) {
    case 0:
        r = 10;
        break;
    case 1:
        r = 11;
    case 2:
    case -2:
        r += 20;
        break;
    default:
        r = -5;
        break;
    }
    int lut[5] = {3, 1, 4, 1, 5};
    int li = lut[(uint)x % 5];
    int twice;
    int acc = 7;
    int c = classify(x, twice, acc);
    uint w = 0;
    int k = x;
    while (true) {
        k = k / 2;
        w++;
        if (k == 0)
            break;
    }
    do {
        w += 1;
    } while (w < 3);
    uint o = id.x * 8;
    Out[o + 0] = s;
    Out[o + 1] = r;
    Out[o + 2] = li;
    Out[o + 3] = c;
    Out[o + 4] = twice;
    Out[o + 5] = acc;
    Out[o + 6] = (int)w;
    InterlockedAdd(gsum, (uint)(x & 7));
    InterlockedMax(Stats[0], (uint)(x + 100));
    GroupMemoryBarrierWithGroupSync();
    if (gi == 0)
        InterlockedAdd(Stats[1], gsum);
}
