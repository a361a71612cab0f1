// The float atomics SM 6.6 adds are SM 6.0's: InterlockedExchange on a
// float, InterlockedCompareStoreFloatBitwise and
// InterlockedCompareExchangeFloatBitwise (free functions and the
// RWByteAddressBuffer methods, InterlockedExchangeFloat too) are the 32-bit
// integer operations on the float's bits, which "are supported on SM 6.0
// even without capability bits" (DirectX-Specs, SM 6.6 atomics; DXC takes
// them under cs_6_0; LLVM offload test suite
// InterlockedCompareExchangeFloatBitwise.32 runs them under cs_6_5). Was
// "requires shader model 6.6 or later". -0 does not match +0; a NaN
// matches its own bits. Values by hand.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Nan": {"u32": [2143289344]}, "Raw": {"f32": [1.5, 2.5, 0, 0]}, "O": {"zero": 48}}}
// EXPECT: {"Raw": {"u32": [1082130432, 1084227584, 0, 0]},
// EXPECT:  "O": {"u32": [0, 1088421888, 1065353216, 1077936128, 1065353216, 0, 0, 0, 1069547520, 1075838976, 0, 0]}}
RWStructuredBuffer<float> Nan : register(u0);
RWByteAddressBuffer Raw : register(u1);
RWStructuredBuffer<float> O : register(u2);

groupshared float Zero;
groupshared float NanBits;
groupshared float Winner;

[numthreads(64, 1, 1)]
void main(uint i : SV_GroupIndex) {
    if (i == 0) {
        Zero = 0.0f;
        NanBits = Nan[0];
        Winner = -5.0f;
    }
    GroupMemoryBarrierWithGroupSync();
    float o0, o1, o2, o3;
    InterlockedCompareExchangeFloatBitwise(Zero, -0.0f, 99.0f, o0);   // no match
    InterlockedCompareStoreFloatBitwise(NanBits, Nan[0], 7.0f);        // matches
    InterlockedCompareExchangeFloatBitwise(Winner, -5.0f, (float)i, o1);
    InterlockedExchange(Zero, 3.0f, o2);
    if (i == 0) {
        Raw.InterlockedExchangeFloat(0, 4.0f, o3);
        float o4;
        Raw.InterlockedCompareExchangeFloatBitwise(4, 2.5f, 5.0f, o4);
        O[8] = o3;
        O[9] = o4;
    }
    GroupMemoryBarrierWithGroupSync();
    if (i == 0) {
        O[0] = o0;                       // 0: the first exchange saw +0
        O[1] = NanBits;                  // 7
        O[2] = (Winner >= 0.0f && Winner < 64.0f) ? 1.0f : 0.0f;
        O[3] = Zero;                     // 3
    }
    // exactly one lane saw -5 and won
    uint won = WaveActiveCountBits(o1 == -5.0f);
    if (i == 0)
        O[4] = (float)won;
}
