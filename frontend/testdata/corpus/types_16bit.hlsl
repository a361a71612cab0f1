// RUN-FLAGS: -enable-16bit-types -T cs_6_2
RWStructuredBuffer<float16_t> Out : register(u0);
RWStructuredBuffer<uint16_t> Out2 : register(u1);
[numthreads(1, 1, 1)]
void main() {
    float16_t a = 1.5;
    int16_t b = -2;
    uint16_t c = 3;
    half h = a;
    float16_t2 v = float16_t2(a, h);
    Out[0] = a + b + v.y;
    Out2[0] = c;
}
// CHECK: Decl local float16_t h
// LAYOUT: RWStructuredBuffer<float16_t> Out : register(u0) stride=2
