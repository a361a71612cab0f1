// A uniform loop (cbuffer iteration count) with barriers inside: a 1D
// stencil ping-pongs between two groupshared arrays; the barrier in the
// loop is legal because every thread runs the same number of iterations.
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {"P": {"iters": 5},
// RUN-SPEC:   "Out": {"zero": 1024}}}
// CHECK-LABEL: main:
// CHECK: s_barrier
// REPORT: lds_bytes == 1024
cbuffer P : register(b0) { uint iters; };
RWStructuredBuffer<uint> Out : register(u0);
groupshared uint a[128];
groupshared uint b[128];

[numthreads(128, 1, 1)]
void main(uint3 g : SV_GroupID, uint t : SV_GroupIndex)
{
    a[t] = t * 3 + g.x * 1000;
    GroupMemoryBarrierWithGroupSync();
    for (uint k = 0; k < iters; k++) {
        uint l = a[(t + 127) & 127], r = a[(t + 1) & 127];
        b[t] = (l + 2 * a[t] + r) >> 2;
        GroupMemoryBarrierWithGroupSync();
        a[t] = b[t] ^ k;
        GroupMemoryBarrierWithGroupSync();
    }
    Out[g.x * 128 + t] = a[t];
}
