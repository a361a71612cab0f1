// Groupshared elements read at constant addresses (an unrolled loop over a
// tile, as n-body kernels read it) share one address register holding 0,
// the element's byte offset in the DS offset: the three dwords of each
// float4's .xyz become one ds_read_b96 through that register, with no copy
// of 0 per access (WidenLDS merges only accesses through one register).
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {"Out": {"zero": 128}}}
// CHECK-LABEL: main:
// CHECK: ds_write_b128
// CHECK: v_mov_b32_e32 [[Z:v[0-9]+]], 0
// CHECK-COUNT-8: ds_read_b96 {{v\[[0-9]+:[0-9]+\]}}, [[Z]]
// CHECK: s_endpgm
RWStructuredBuffer<float4> Out : register(u0);
groupshared float4 tile[16];

[numthreads(16, 1, 1)]
void main(uint3 gid : SV_GroupID, uint i : SV_GroupIndex)
{
    tile[i] = float4(i * 0.5, gid.x + i, (float)(i * i), 1);
    GroupMemoryBarrierWithGroupSync();
    float3 p = float3(i, gid.x, 2);
    float3 acc = p;
    [unroll]
    for (uint k = 0; k < 8; k++) {
        float3 d = tile[k * 2].xyz - p;
        acc += d * d.yzx + k;
    }
    Out[gid.x * 16 + i] = float4(acc, i);
}
