// SM 6.6's float exchange and bitwise compare-exchange/-store on typed
// resources of 32-bit floats (RWBuffer<float>, RWTexture2D<float>, format
// R32_FLOAT): the 32-bit swap and compare-swap on the element's bits, so
// -0 differs from +0 and a NaN matches only its own bits. Each lane works
// on its own elements; the original values come back through the out
// arguments. Values pinned by EXPECT.
// RUN-FLAGS: -T cs_6_6
// CHECK-LABEL: main:
// CHECK: buffer_atomic_swap {{.*}} idxen glc
// CHECK: image_atomic_cmpswap {{.*}} dmask:0x3
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "B": {"u32": [1065353216, 1073741824, 2147483648, 0, 2143289344, 1077936128, 1082130432, 1084227584]},
// RUN-SPEC:   "C": {"u32": [2143289344, 0, 2143289344, 1065353216, 2143289345, 2143289344, 2147483648, 2143289344]},
// RUN-SPEC:   "T": {"dims": [4, 2], "u32": [0, 2147483648, 1065353216, 0, 2143289344, 0, 2147483648, 1073741824]},
// RUN-SPEC:   "Out": {"zero": 64}}}
// EXPECT: {"B": {"u32": [0, 1069547520, 1077936128, 1083179008, 1086324736, 1089470464, 1091567616, 1093140480]},
// EXPECT: "C": {"u32": [1073741824, 0, 1073741824, 1065353216, 2143289345, 1073741824, 2147483648, 1073741824]},
// EXPECT: "Out": {"u32": [1065353216, 1073741824, 2147483648, 0, 2143289344, 1077936128, 1082130432, 1084227584, 2143289344, 0, 2143289344, 1065353216, 2143289345, 2143289344, 2147483648, 2143289344]},
// EXPECT: "T": {"u32": [1088421888, 2147483648, 1065353216, 1092616192, 2143289344, 1094713344, 2147483648, 1073741824]}}
RWBuffer<float> B : register(u0);
RWBuffer<float> C : register(u1);
RWTexture2D<float> T : register(u2);
RWStructuredBuffer<uint> Out : register(u3);

[numthreads(8, 1, 1)]
void main(uint i : SV_GroupIndex)
{
    float old;
    InterlockedExchange(B[i], i * 1.5, old);
    Out[i] = asuint(old);
    InterlockedCompareStoreFloatBitwise(T[uint2(i % 4, i / 4)], 0.0, 7.0 + i);
    float prev;
    InterlockedCompareExchangeFloatBitwise(C[i], asfloat(0x7fc00000u), 2.0, prev);
    Out[8 + i] = asuint(prev);
}
