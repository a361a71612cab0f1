// Wave reductions and scans of 16-bit values (-enable-16bit-types):
// WaveActiveSum/Product/Min/Max/BitAnd/BitOr/BitXor and WavePrefixSum/
// Product of uint16_t and int16_t (wrapping at 16 bits; signed min and
// max), and of float16_t (sums and products rounded to half in lane
// order, as the reference does), also with lanes masked off by a
// divergent branch.
// WAVE-SIZE-DEPENDENT
// RUN-FLAGS: -T cs_6_2 -enable-16bit-types
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {
// RUN-SPEC:   "Out": {"zero": 10240}, "Half": {"zero": 4096}}}
// FLOAT: Half f16
// CHECK-LABEL: main:
// CHECK: v_bfe_i32
// CHECK: v_min_i32_dpp
// CHECK: v_add_f16_e32
RWStructuredBuffer<uint> Out : register(u0);
RWStructuredBuffer<float16_t> Half : register(u1);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    uint16_t u = (uint16_t)(i * 2654435761u >> 7);
    int16_t s = (int16_t)u;
    float16_t h = (float16_t)((int)(i * 37 % 101) - 50) * (float16_t)0.375;
    uint o = i * 20;
    Out[o + 0] = WaveActiveSum(u);
    Out[o + 1] = WaveActiveProduct((uint16_t)(u | 1));
    Out[o + 2] = WaveActiveMin(u) | ((uint)WaveActiveMax(u) << 16);
    Out[o + 3] = (uint)(int)WaveActiveMin(s);
    Out[o + 4] = (uint)(int)WaveActiveMax(s);
    Out[o + 5] = (uint)(int)WaveActiveSum(s);
    Out[o + 6] = WaveActiveBitAnd((uint16_t)(u | 0x8000)) | ((uint)WaveActiveBitOr(u) << 16);
    Out[o + 7] = WaveActiveBitXor(u);
    Out[o + 8] = WavePrefixSum(u);
    Out[o + 9] = WavePrefixProduct((uint16_t)(u | 3));
    Out[o + 10] = (uint)(int)WavePrefixSum(s);
    if ((i * 7 & 5) != 0) {
        // a divergent branch: only the active lanes take part
        Out[o + 11] = WaveActiveSum(u);
        Out[o + 12] = (uint)(int)WaveActiveMin(s) ^ (uint)(int)WaveActiveMax(s);
        Out[o + 13] = WavePrefixSum((uint16_t)(u >> 3));
        Half[i * 8 + 7] = WaveActiveSum(h);
    }
    Half[i * 8 + 0] = WaveActiveSum(h);
    Half[i * 8 + 1] = WaveActiveProduct((float16_t)1.0 + h * (float16_t)0.015625);
    Half[i * 8 + 2] = WaveActiveMin(h);
    Half[i * 8 + 3] = WaveActiveMax(h);
    Half[i * 8 + 4] = WavePrefixSum(h);
    Half[i * 8 + 5] = WavePrefixProduct((float16_t)1.0 - h * (float16_t)0.0078125);
    Half[i * 8 + 6] = WaveReadLaneFirst(h) + QuadReadAcrossX(h);
}
