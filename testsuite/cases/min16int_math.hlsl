// min16int and min16uint arithmetic (16-bit minimum precision integers):
// the values stay within 16 bits so every precision gives the same result.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"i32": [99, 57, 35, -72, 44, 58, 47, -68, 60, 61, 51, 71, 25, -2, -83, 38,
// RUN-SPEC:     32, -10, 27, 65, -98, -26, -22, 55, 38, -71, -56, 48, -80, 88, 91, 83, 26, 6, 59,
// RUN-SPEC:     -23, 33, -60, 70, 10, -77, 74, -16, -87, 37, -97, 30, 45, -48, 23, -1, -44, -67,
// RUN-SPEC:     90, -99, 91, 91, -63, -85, 92, 88, 67, -97, 8]},
// RUN-SPEC:   "Out": {"zero": 768}}}
// min16int arithmetic runs on 16-bit VALU instructions.
// CHECK-LABEL: main:
// CHECK: v_mul_lo_u16
// CHECK: v_max_i16
// CHECK: v_ashrrev_i16
// CHECK: v_lshlrev_b16
StructuredBuffer<int> In : register(t0);
RWStructuredBuffer<int> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    min16int a = (min16int)In[id.x];
    min16int b = (min16int)In[(id.x + 3) & 63];
    min16uint u = (min16uint)(id.x * 3);
    Out[id.x * 3] = (int)(a * b + (min16int)7);
    Out[id.x * 3 + 1] = (int)(max(a, b) - abs(a) + (a >> 1));
    Out[id.x * 3 + 2] = (int)((u << 2) + (u & (min16uint)5));
}
