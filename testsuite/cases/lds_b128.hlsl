// float4 elements of a groupshared array are 16-byte aligned: each element's
// four dwords are written by one ds_write_b128 and read by one ds_read_b128
// (two ds_write2_b32 / ds_read2_b32 otherwise). A second array of float3
// (12-byte stride) keeps its pairs: its elements are not 16-byte aligned.
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {"Out": {"zero": 512}}}
// CHECK-LABEL: main:
// CHECK: ds_write_b128
// CHECK: ds_read_b128
// CHECK: s_endpgm
RWStructuredBuffer<float4> Out : register(u0);
groupshared float4 tile[128];
groupshared float3 odd[64];

[numthreads(64, 1, 1)]
void main(uint3 gid : SV_GroupID, uint i : SV_GroupIndex)
{
    tile[i] = float4(i, i * 2, i * 3 + gid.x, -(float)i);
    tile[i + 64] = float4(gid.x, i + 0.5, 7, i * i);
    odd[i] = float3(i, gid.x, 3);
    GroupMemoryBarrierWithGroupSync();
    float4 a = tile[(i * 7) & 127];
    float4 b = tile[127 - i];
    float3 c = odd[63 - i];
    Out[gid.x * 64 + i] = a * 2 + b + float4(c, 1);
}
