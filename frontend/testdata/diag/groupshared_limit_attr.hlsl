// RUN-FLAGS: -T cs_6_10
// An entry point's [GroupSharedLimit(bytes)] (SM 6.10) replaces the 32 KB
// limit; only the groupshared variables the entry point uses count.
RWStructuredBuffer<uint> Out : register(u0);
groupshared uint otherKernels[10000];
groupshared uint tile[4096];
groupshared uint extra;
[GroupSharedLimit(16384)]
[numthreads(64, 1, 1)]
void main(uint i : SV_GroupIndex) { tile[i] = i; extra = i; Out[i] = tile[i ^ 1] + extra; }
