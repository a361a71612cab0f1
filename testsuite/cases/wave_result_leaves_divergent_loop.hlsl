// Wave results computed in a loop whose lanes leave at different iterations
// and read after the loop: inside an iteration a reduction's total,
// WaveReadLaneFirst and WaveActiveCountBits are the same in every lane, but
// after the loop each lane must see the value of its own last iteration
// (temporal divergence). hlslc kept them in the SGPR the last iteration
// wrote, so early-leaving lanes read a later iteration's result (found by
// the differential fuzzer, seed 7304589: WaveActiveMin).
// WAVE-SIZE-DEPENDENT
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 3072},
// RUN-SPEC:   "In": {"u32": [2147483647, 2147483648, 5, 9, 3000000000, 7, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
// RUN-SPEC:     11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26,
// RUN-SPEC:     27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42,
// RUN-SPEC:     43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58]}}}
RWStructuredBuffer<uint> Out : register(u0);
StructuredBuffer<uint> In : register(t0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint n = id.x % 5;
    uint k = 0;
    uint r = 0, f = 0, c = 0, b = 0, a = 0, q = 0;
    int mn = 0;
    uint64_t s64 = 0;
    float fs = 0;
    do {
        k++;
        r = WaveActiveSum(In[id.x & 63] + k);
        mn = WaveActiveMin((int)In[id.x & 63] + 11);
        f = WaveReadLaneFirst(id.x * 3 + k);
        c = WaveActiveCountBits(true);
        b = WaveActiveBallot(true).x;
        a = WaveActiveAnyTrue(id.x == 7) ? 1 : 0;
        q = WaveActiveAllEqual(n) ? 1 : 0;
        s64 = WaveActiveSum((uint64_t)In[id.x & 63] << 20);
        fs = WaveActiveSum((float)k);
    } while (k <= n);
    Out[id.x * 12 + 0] = r;
    Out[id.x * 12 + 1] = (uint)mn;
    Out[id.x * 12 + 2] = f;
    Out[id.x * 12 + 3] = c;
    Out[id.x * 12 + 4] = b;
    Out[id.x * 12 + 5] = a;
    Out[id.x * 12 + 6] = q;
    Out[id.x * 12 + 7] = (uint)s64;
    Out[id.x * 12 + 8] = (uint)(s64 >> 32);
    Out[id.x * 12 + 9] = asuint(fs);
    Out[id.x * 12 + 10] = k;
}
