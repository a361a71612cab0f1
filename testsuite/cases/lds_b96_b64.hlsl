// Three dwords of a 16-byte-aligned groupshared element (float4's .xyz)
// are written by one ds_write_b96 and read by one ds_read_b96; a float2
// element of an array past the first 1020 bytes (no ds_read2_b32 offset
// reaches it) is written by one ds_write_b64 and read by one ds_read_b64.
// A float3 array's (12-byte stride) elements are only 4-byte aligned: they
// keep their pairs.
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {"Out": {"zero": 512}}}
// CHECK-LABEL: main:
// CHECK: ds_write_b96
// CHECK: ds_write_b64
// CHECK: ds_read_b96
// CHECK: ds_read_b64
// CHECK: s_endpgm
RWStructuredBuffer<float4> Out : register(u0);
groupshared float4 wide[64];
groupshared float2 pairs[64];
groupshared float3 odd[64];

[numthreads(64, 1, 1)]
void main(uint3 gid : SV_GroupID, uint i : SV_GroupIndex)
{
    wide[i].xyz = float3(i, i * 2 + gid.x, -(float)i);
    pairs[i] = float2(gid.x + 0.25, i * i);
    odd[i] = float3(i, gid.x, 3);
    GroupMemoryBarrierWithGroupSync();
    float3 a = wide[(i * 5) & 63].xyz;
    float2 b = pairs[63 - i];
    float3 c = odd[(i + 9) & 63];
    Out[gid.x * 64 + i] = float4(a, b.x) * 2 + float4(c, b.y);
}
