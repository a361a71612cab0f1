// groupshared arrays of float4 and of a struct: wide LDS reads and writes
// (a row of four floats per thread), read back by another thread after a
// barrier. The workgroup is one wave: the barrier needs no s_barrier (its
// LDS accesses complete in order), and the data still crosses lanes.
// FLOAT: Out f32
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {"Out": {"zero": 2048}}}
// CHECK-LABEL: main:
// CHECK-NOT: s_barrier
// REPORT: lds_bytes == 2048
struct Cell { float2 uv; uint id; float w; };
RWStructuredBuffer<float4> Out : register(u0);
groupshared float4 rows[64];
groupshared Cell cells[64];

[numthreads(64, 1, 1)]
void main(uint3 g : SV_GroupID, uint t : SV_GroupIndex)
{
    rows[t] = float4(t, t * 0.5f, -(float)t, g.x);
    Cell c;
    c.uv = float2(t * 0.25f, 1.0f);
    c.id = t * 3 + g.x;
    c.w = 2.0f;
    cells[t] = c;
    GroupMemoryBarrierWithGroupSync();
    float4 r = rows[63 - t];
    Cell d = cells[(t + 5) & 63];
    Out[g.x * 128 + t * 2] = r * d.w;
    Out[g.x * 128 + t * 2 + 1] = float4(d.uv, (float)d.id, r.x + d.uv.x);
}
