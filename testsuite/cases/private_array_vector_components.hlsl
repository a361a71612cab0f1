// A private float4 array read and written at a loop's index (a loop of a
// trip count known only at run time, which stays a loop: its index is
// uniform) and at lanes' indices: the
// array is sixteen floats, and a component's access at 16*i + 4*c can
// only be one of the four elements of that component, so it selects among
// four, on compares of 16*i that the four components share
// (passes.SelectIndex, selectOffsets), not among sixteen. The array
// leaves scratch memory and the kernel keeps its 10 waves.
// FLOAT: Dst f32
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Src": {"f32": [1.699, 1.794, 1.57, -1.666, 0.368, -0.305, 0.12, -1.479, -1.232, -0.222,
// RUN-SPEC:     -1.116, -0.18, -1.901, -1.657, 0.84, -0.315, 0.051, 0.937, -0.564, -1.77, 1.132, 0.356,
// RUN-SPEC:     0.632, 0.484, 1.883, -0.549, 1.039, -0.525, 0.288, 0.642, -0.742, -1.657, -0.104, 0.872,
// RUN-SPEC:     0.362, -0.21, 0.57, -1.272, -1.286, -0.706, 1.263, -1.218, -1.543, -1.606, -1.844, -0.898,
// RUN-SPEC:     0.291, 1.283, -0.677, -0.521, -0.846, -0.781, 1.11, 0.196, -0.966, -1.571, 1.135, 0.829,
// RUN-SPEC:     1.314, -1.048, 0.182, 1.675, 0.371, 1.782]},
// RUN-SPEC:   "Dst": {"zero": 1024}}}
// (Scratch accesses name the wave's offset SGPR; the buffers' take 0.)
// CHECK-LABEL: main:
// CHECK-NOT: s{{[0-9]+}} offen
// CHECK: v_cndmask_b32
// CHECK-NOT: s{{[0-9]+}} offen
// CHECK-LABEL: .Lfunc_end_main:
// REPORT: scratch == 0
// REPORT: waves == 10
StructuredBuffer<float4> Src : register(t0);
RWStructuredBuffer<float4> Dst : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint3 gtid : SV_GroupThreadID)
{
    float4 v[4];
    [unroll]
    for (uint k = 0; k < 4; k++)
        v[k] = Src[(id.x * 4 + k) % 16];
    uint n = min(asuint(Src[0].x) >> 30, 3) + 1;
    for (uint i = 0; i < n; i++)
        v[i] = v[i] * 0.5f + v[(i + 1) & 3].yzwx;
    v[gtid.x & 3].y += 1.0f;
    Dst[id.x] = v[0] + v[1] * 2.0f + v[2] * 3.0f + v[3] * 4.0f + v[(gtid.x >> 2) & 3];
}
