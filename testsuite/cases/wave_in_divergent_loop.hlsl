// Wave intrinsics inside a loop with a per-lane trip count: each iteration
// reduces over the lanes still in the loop (WaveActiveSum, WaveActiveMax,
// WaveActiveCountBits), so the exec mask at the intrinsic matters.
// WAVE-SIZE-DEPENDENT
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {"Out": {"zero": 1536}}}
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint n = (id.x * 7) % 11;
    uint s = 0, m = 0, c = 0;
    for (uint i = 0; i < n; i++) {
        s += WaveActiveSum(i + id.x);
        m = max(m, WaveActiveMax(id.x ^ i));
        c += WaveActiveCountBits(true);
        if (i == 5 && (id.x & 1))
            break;
    }
    Out[id.x * 3] = s;
    Out[id.x * 3 + 1] = m;
    Out[id.x * 3 + 2] = c;
}
