static const uint N = 4;
static const float kScale = 0.5f;
static float accum = 0;
const float uniformGain;
float4 tint;
RWStructuredBuffer<float> Out : register(u0);
[numthreads(N, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    accum += kScale * uniformGain;
    Out[id.x] = accum * tint.x;
}
// CHECK: CBuffer $Globals
// CHECK: Global static uint N const
