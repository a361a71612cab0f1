// SM 6.6's packed 8-bit types: uint8_t4_packed and int8_t4_packed hold the
// results of pack_u8, pack_s8 and pack_clamp_s8/u8 and feed unpack_*,
// dot4add_*8packed and structured buffers as 32-bit words.
// RUN-FLAGS: -T cs_6_6
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"o": {"zero": 128}}}
// EXPECT: {"o": {"u32": [4194501121, 2147288960, 6872, 4294967293, 2001, 285277952, 4765, 4294966404, 4194501122, 2147223424, 6872, 4294967292, 2002, 291831552, 5065, 4294966273, 4194501123, 2147157888, 6872, 4294967291, 2003, 298385152, 5365, 4294966142, 4194501124, 2147092352, 6872, 4294967290, 2004, 301989632, 5530, 4294966011]}}
RWStructuredBuffer<uint> o;
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint8_t4_packed u = pack_u8(uint4(id.x + 1, 0x102, 3, 250));
    int8_t4_packed s = pack_clamp_s8(int4(-200, 7, -3 - (int)id.x, 300));
    int4 su = unpack_s8s32(s);
    uint4 uu = unpack_u8u32(u);
    uint8_t4_packed w = pack_clamp_u8(int4(-1, 256, id.x * 100, 17));
    o[id.x * 8 + 0] = u;
    o[id.x * 8 + 1] = s;
    o[id.x * 8 + 2] = su.x + su.y * 1000;
    o[id.x * 8 + 3] = su.z;
    o[id.x * 8 + 4] = uu.x + uu.y * 1000;
    o[id.x * 8 + 5] = w;
    o[id.x * 8 + 6] = dot4add_u8packed(u, w, 5u);
    o[id.x * 8 + 7] = dot4add_i8packed(s, u, -7);
}
