// A return under uniform ifs only (no divergent region or loop around it)
// ends the whole wave: s_endpgm there, instead of clearing EXEC and running
// the rest of the kernel's scalar code. The second group returns early, the
// first runs on.
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {"C": {"n": 1},
// RUN-SPEC:   "O": {"zero": 128}}}
// CHECK-LABEL: main:
// CHECK: s_cbranch_scc{{[01]}}
// CHECK-NEXT: s_endpgm
// CHECK-NOT: s_mov_b64 exec, 0
// CHECK: buffer_store_dword
// CHECK: s_endpgm
cbuffer C : register(b0) { uint n; };
RWStructuredBuffer<uint> O : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint3 g : SV_GroupID)
{
    if (g.x >= n)
        return;
    O[id.x] = id.x * 3 + n;
}
