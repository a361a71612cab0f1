// Groupshared reads and writes far from their address register's reach in
// ds_read2/ds_write2 (a second array placed after a 4 KiB one, indexed at
// i + c for several c): one v_add_u32 gives them a nearer address and they
// pair (RebaseLDS), as ACO rebases them; the values are the same.
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {"Out": {"zero": 1024}}}
// CHECK-LABEL: main:
// CHECK: v_add_u32_e32 v{{[0-9]+}}, 0x{{[0-9a-f]+}}, v{{[0-9]+}}
// CHECK: ds_read2_b32
// CHECK: s_endpgm
RWStructuredBuffer<float> Out : register(u0);
groupshared float Big[1024];
groupshared float Row[80];

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    Big[gi] = gi * 0.5;
    Row[gi] = gi * 0.25 + id.x;
    if (gi < 16)
        Row[64 + gi] = -1.0 * gi;
    GroupMemoryBarrierWithGroupSync();
    float s = Row[gi] + Row[gi + 1] * 2.0 + Row[gi + 3] * 3.0 + Row[gi + 7] * 4.0 + Row[gi + 15] * 5.0 + Big[(gi * 7) & 1023];
    Out[id.x] = s;
}
