RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    float16_t h = 1;
    uint16_t u = 2;
    Out[0] = h + u;
}
