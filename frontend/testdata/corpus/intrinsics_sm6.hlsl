// RUN-FLAGS: -T cs_6_7
// SM 6.4-6.7 intrinsics and HLSL 2021 select.
RWStructuredBuffer<uint4> Out : register(u0);
groupshared float acc;
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint4 mask = WaveMatch(id.x & 3);
    uint sum = WaveMultiPrefixSum(id.x, mask);
    uint packed = pack_clamp_u8(int4(id.x, -1, 300, 7));
    int4 unpacked = unpack_s8s32(packed);
    uint d = dot4add_u8packed(packed, packed, 0);
    float old;
    InterlockedExchange(acc, 1.0, old);
    bool q = QuadAny(id.x == 0);
    uint4 pick = select(q, uint4(1, 2, 3, 4), mask);
    Out[id.x] = pick + uint4(sum, d, (uint)unpacked.x, (uint)old) + msad4(packed, uint2(1, 2), uint4(0, 0, 0, 0));
}
// CHECK: Intrinsic WaveMatch(uint) 'uint4'
// CHECK: Intrinsic WaveMultiPrefixSum(uint, uint4) 'uint'
// CHECK: Intrinsic pack_clamp_u8(int4) 'uint'
// CHECK: Intrinsic unpack_s8s32(uint) 'int4'
// CHECK: Intrinsic dot4add_u8packed(uint, uint, uint) 'uint'
// CHECK: Intrinsic InterlockedExchange(float, float, float) 'void'
// CHECK: Intrinsic QuadAny(bool) 'bool'
// CHECK: Intrinsic select(bool4, uint4, uint4) 'uint4'
// CHECK: Intrinsic msad4(uint, uint2, uint4) 'uint4'
