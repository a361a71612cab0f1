// Wave and quad operations on 64-bit values and vectors of them:
// WaveReadLaneFirst/WaveReadLaneAt (uniform and per-lane lanes), the
// WaveActive reductions and WavePrefix scans of uint64_t, int64_t, double
// and double4 (floating-point sums in lane order, as the reference does),
// WaveActiveAllEqual, QuadReadAcrossX/Y/Diagonal and QuadReadLaneAt, also
// with lanes masked off by a divergent branch.
// WAVE-SIZE-DEPENDENT
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {
// RUN-SPEC:   "Out": {"zero": 32768}, "Dbl": {"zero": 32768}}}
// CHECK-LABEL: main:
// CHECK: v_readfirstlane_b32
// CHECK: s_addc_u32
// CHECK: v_add_f64
// CHECK: ds_bpermute_b32
RWStructuredBuffer<uint64_t> Out : register(u0);
RWStructuredBuffer<double> Dbl : register(u1);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    uint64_t u = ((uint64_t)(i * 2654435761u) << 29) ^ (uint64_t)i;
    int64_t s = (int64_t)u - (int64_t)(1ull << 40) * (int64_t)(i & 7);
    double d = (double)(int)(i * 37 % 101) * 0.75 - 30.0 + (double)u * 1e-12;
    double4 d4 = double4(d, -d * 0.5, d * d, 1.0 / (d + 100.0));
    uint o = i * 32;
    Out[o + 0] = WaveReadLaneFirst(u);
    Out[o + 1] = WaveReadLaneAt(u, 5);
    Out[o + 2] = WaveReadLaneAt(u, (i * 3) & 63);
    Out[o + 3] = WaveActiveSum(u);
    Out[o + 4] = WaveActiveProduct(u | 1);
    Out[o + 5] = WaveActiveMin(u) ^ WaveActiveMax(u);
    Out[o + 6] = (uint64_t)WaveActiveMin(s);
    Out[o + 7] = (uint64_t)WaveActiveMax(s);
    Out[o + 8] = WaveActiveBitAnd(u | (1ull << 63)) + WaveActiveBitOr(u) + WaveActiveBitXor(u);
    Out[o + 9] = WavePrefixSum(u);
    Out[o + 10] = WavePrefixProduct(u | 3);
    Out[o + 11] = (WaveActiveAllEqual(u) ? 1 : 0) | (WaveActiveAllEqual(u & 0xffffffff00000000ull) ? 2 : 0)
                | (WaveActiveAllEqual(d) ? 4 : 0);
    Out[o + 12] = QuadReadAcrossX(u);
    Out[o + 13] = QuadReadAcrossY(u) + QuadReadAcrossDiagonal(u);
    Out[o + 14] = QuadReadLaneAt(u, 2);
    if ((i & 5) != 1) {
        // lanes masked off: the reductions see the others only
        Out[o + 15] = WaveActiveSum(u);
        Out[o + 16] = WavePrefixSum(u);
        Out[o + 17] = (uint64_t)WaveActiveMin(s);
        Out[o + 18] = WaveReadLaneFirst(u);
        Dbl[o + 20] = WaveActiveSum(d);
        Dbl[o + 21] = WavePrefixSum(d);
    }
    double4 w = WaveActiveSum(d4) + WaveReadLaneFirst(d4) + QuadReadAcrossX(d4) + QuadReadAcrossDiagonal(d4);
    Dbl[o + 0] = w.x;
    Dbl[o + 1] = w.y;
    Dbl[o + 2] = w.z;
    Dbl[o + 3] = w.w;
    Dbl[o + 4] = WaveActiveProduct(d * 0.01 + 1.0);
    Dbl[o + 5] = WaveActiveMin(d);
    Dbl[o + 6] = WaveActiveMax(d4.w);
    Dbl[o + 7] = WavePrefixProduct(d * 0.01 + 1.0);
    Dbl[o + 8] = WaveReadLaneAt(d, 63 - (i & 63));
    Dbl[o + 9] = QuadReadLaneAt(d4.z, 1);
    uint4 b = WaveActiveBallot(d > 0.0);
    Out[o + 19] = ((uint64_t)b.y << 32) | b.x;
}
