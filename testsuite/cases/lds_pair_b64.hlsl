// Two float2 elements of a groupshared array through one 8-byte-aligned
// address (each one ds_write_b64 / ds_read_b64, past the first 1020 bytes
// where no ds_read2_b32 reaches) are one ds_write2_b64 / ds_read2_b64,
// offsets in units of 8 bytes.
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {"Out": {"zero": 512}}}
// CHECK-LABEL: main:
// CHECK: ds_write2_b64
// CHECK: ds_read2_b64
// CHECK: s_endpgm
RWStructuredBuffer<float4> Out : register(u0);
groupshared float4 pad[64];
groupshared float2 pairs[128];

[numthreads(64, 1, 1)]
void main(uint3 gid : SV_GroupID, uint i : SV_GroupIndex)
{
    pad[i] = float4(i, gid.x, 1, 2);
    pairs[i] = float2(i * 0.5, gid.x + 3.0);
    pairs[i + 64] = float2(-(float)i, i * i);
    GroupMemoryBarrierWithGroupSync();
    uint j = (i * 3) & 63; // j + 8 < 128
    float2 a = pairs[j];
    float2 b = pairs[j + 8];
    Out[gid.x * 64 + i] = float4(a, b) + pad[63 - i];
}
