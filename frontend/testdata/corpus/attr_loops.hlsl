RWStructuredBuffer<float> Out : register(u0);
static const int K = 4;
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float s = 0;
    [unroll] for (int i = 0; i < 4; ++i) s += i;
    [unroll(K * 2)] for (int j = 0; j < 8; j++) s += j;
    [loop] for (uint k = 0; k < id.x; k++) s -= 1;
    [fastopt] while (s > 100) s *= 0.5;
    [allow_uav_condition] for (uint m = 0; m < 10 && Out[m] > 0; m++) s += Out[m];
    [unroll] do { s += 1; } while (s < 3);
    Out[id.x] = s;
}
// CHECK: For unroll [unroll]
// CHECK: For unroll(8) [unroll]
// CHECK: For [loop]
