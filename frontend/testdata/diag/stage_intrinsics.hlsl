// RUN-FLAGS: -T cs_6_5
RWStructuredBuffer<float> Out : register(u0);
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float v = Out[id.x];
    clip(v);
    Out[id.x] = ddx(v) + noise(v);
    printf("v=%f\n", v);
    uint p = pack_u8(uint4(1, 2, 3, 4));
    uint4 m = WaveMatch(v);
}
