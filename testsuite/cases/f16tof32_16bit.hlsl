// f16tof32 of 16-bit integers (-enable-16bit-types): DXC converts the
// argument to uint, and f16tof32 reads its low 16 bits as a half, so a
// uint16_t argument is the half's bits as it is (before: the
// lowering truncated i16 to i16 and failed to verify). A 32-bit argument
// still gives its low 16 bits. Expected bits worked out by hand: 0x3C00 is
// 1.0, 0xC000 -2.0, 0x7BFF 65504 (0x477FE000), 0x0001 the smallest
// subnormal 2^-24 (0x33800000), 0xBC00 -1.0.
// RUN-FLAGS: -T cs_6_2 -enable-16bit-types
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 32}}}
// EXPECT: {"Out": {"u32": [1065353216, 3221225472, 1199562752, 864026624, 3212836864, 1065353216, 3221225472, 1199562752]}}
RWStructuredBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint16_t a = (uint16_t)(0x3C00 + id.x);
    uint16_t3 v = uint16_t3(0xC000, 0x7BFF, 0x0001) + (uint16_t)id.x;
    Out[0] = f16tof32(a);
    float3 f = f16tof32(v);
    Out[1] = f.x;
    Out[2] = f.y;
    Out[3] = f.z;
    Out[4] = f16tof32((uint16_t)(0xBC00 + id.x));
    Out[5] = f16tof32(0x12343C00u + id.x);
    Out[6] = f16tof32(uint16_t(0xC000) + (uint16_t)id.x);
    Out[7] = f16tof32((uint16_t)0x7BFF);
}
