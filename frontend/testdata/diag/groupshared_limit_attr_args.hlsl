// RUN-FLAGS: -T cs_6_10
RWStructuredBuffer<uint> Out : register(u0);
groupshared uint tile[64];
[GroupSharedLimit(-4)]
[GroupSharedLimit(256, 4)]
[numthreads(64, 1, 1)]
void main(uint i : SV_GroupIndex) { tile[i] = i; Out[i] = tile[i ^ 1]; }
