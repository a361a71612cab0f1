// Wave intrinsics over two waves: WaveActiveSum, WavePrefixSum,
// WaveReadLaneFirst, WaveActiveBallot, WaveIsFirstLane, WaveGetLaneIndex,
// WaveGetLaneCount, WaveActiveCountBits, WaveActiveAllTrue/AnyTrue.
// WAVE-SIZE-DEPENDENT
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 4608}}}
// WaveActiveSum and WavePrefixSum as DPP row shifts and broadcasts, the
// lane index as v_mbcnt, WaveActiveCountBits as s_bcnt1 of the ballot.
// CHECK-LABEL: main:
// CHECK: v_add_u32_dpp {{.*}} row_shr:1
// CHECK: v_add_u32_dpp {{.*}} row_bcast:31
// CHECK: v_mbcnt_lo_u32_b32 [[L:v[0-9]+]], -1, 0
// CHECK-NEXT: v_mbcnt_hi_u32_b32 v{{[0-9]+}}, -1, [[L]]
// CHECK: s_bcnt1_i32_b64
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(128, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    uint v = (i * 7) % 23;
    uint o = i * 9;
    Out[o] = WaveActiveSum(v);
    Out[o + 1] = WavePrefixSum(v);
    Out[o + 2] = WaveReadLaneFirst(v + 100);
    uint4 b = WaveActiveBallot(v > 11);
    Out[o + 3] = b.x;
    Out[o + 4] = b.y;
    Out[o + 5] = WaveIsFirstLane() ? 1 : 0;
    Out[o + 6] = WaveGetLaneIndex() + WaveGetLaneCount() * 1000;
    Out[o + 7] = WaveActiveCountBits(v & 1);
    Out[o + 8] = (WaveActiveAllTrue(v < 23) ? 1 : 0) + (WaveActiveAnyTrue(v == 22) ? 2 : 0);
}
