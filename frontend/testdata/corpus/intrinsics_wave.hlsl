RWStructuredBuffer<float> Out : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float v = id.x;
    uint lanes = WaveGetLaneCount();
    uint lane = WaveGetLaneIndex();
    bool first = WaveIsFirstLane();
    bool anyT = WaveActiveAnyTrue(v > 3);
    bool allT = WaveActiveAllTrue(v >= 0);
    uint4 ballot = WaveActiveBallot(v > 10);
    uint cnt = WaveActiveCountBits(v > 2) + WavePrefixCountBits(v > 2);
    float sum = WaveActiveSum(v) + WavePrefixSum(v) + WaveActiveProduct(v) + WavePrefixProduct(v);
    float mn = WaveActiveMin(v) + WaveActiveMax(v);
    uint bits = WaveActiveBitAnd(lane) | WaveActiveBitOr(lane) ^ WaveActiveBitXor(lane);
    float at = WaveReadLaneAt(v, 3) + WaveReadLaneFirst(v);
    bool eq = WaveActiveAllEqual(v);
    float q = QuadReadAcrossX(v) + QuadReadAcrossY(v) + QuadReadAcrossDiagonal(v) + QuadReadLaneAt(v, 1);
    Out[id.x] = lanes + lane + first + anyT + allT + ballot.x + cnt + sum + mn + bits + at + eq + q;
}
// CHECK: Intrinsic WaveReadLaneAt(float, uint) 'float'
// CHECK: Intrinsic QuadReadLaneAt(float, uint) 'float'
