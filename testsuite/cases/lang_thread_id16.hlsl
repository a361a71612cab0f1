// Thread ids read as 16-bit integers, as DXC takes them (its issue 2268:
// "compute shader SV_***ID parameters can have 16-bit integer types"): the
// parameter receives the id truncated to 16 bits.
// RUN-FLAGS: -T cs_6_2 -enable-16bit-types
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {
// RUN-SPEC:   "Out": {"zero": 128}}}
// EXPECT: {"Out": {"u32": [0, 0, 1, 272, 2, 544, 3, 816, 4, 1, 5, 273, 6, 545, 7, 817, 256, 1088, 257, 1360, 258, 1632, 259, 1904, 260, 1089, 261, 1361, 262, 1633, 263, 1905]}}
RWStructuredBuffer<uint> Out : register(u0);

struct Ids {
    int16_t2 group : SV_GroupID;
    min16uint index : SV_GroupIndex;
};

[numthreads(4, 2, 1)]
void main(uint16_t3 tid : SV_DispatchThreadID, Ids ids, int16_t2 gtid : SV_GroupThreadID)
{
    uint i = tid.x + tid.y * 8;
    Out[i * 2] = tid.x | (tid.y << 8) | (tid.z << 16);
    Out[i * 2 + 1] = (uint)ids.group.x | ((uint)ids.index << 4) | ((uint)(gtid.x + gtid.y * 4) << 8);
}
