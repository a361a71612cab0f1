// Early returns from the entry point in divergent branches (some lanes
// finish while the others go on to write more), and from a helper function
// inside a loop.
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {"Out": {"zero": 1024}}}
RWStructuredBuffer<uint> Out : register(u0);

uint firstDivisor(uint n)
{
    for (uint d = 2; d < n; d++) {
        if (n % d == 0)
            return d;
    }
    return n;
}

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    Out[i * 2] = 1;
    if (i % 5 == 3)
        return;
    Out[i * 2] = firstDivisor(i + 2);
    if ((i & 6) == 6) {
        Out[i * 2 + 1] = 77;
        return;
    }
    Out[i * 2 + 1] = i * i;
}
