// RUN-FLAGS: -T cs_5_0
RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    Out[0] = WaveActiveSum(1.0f);
    uint64_t big = 1;
}
