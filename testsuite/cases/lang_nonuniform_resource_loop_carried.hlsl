// A variable that a loop gives a NonUniformResourceIndex element after the
// access that reads it: the next iteration reads the element per lane (a
// waterfall loop), as DXC marks the index's value. The flag was given to
// the variable only when the lowering reached the assignment, after the
// access of the loop body was lowered with the index taken as uniform
// (every lane read the first active lane's entry; the interpreter now stops
// there). A resource local assigned, a struct's resource field given by a
// resource out parameter, a struct assigned a call's result, in for, while
// and do-while loops. Chk holds each lane's difference from the same reads
// spelled out (zero).
// RUN-FLAGS: -T cs_6_0
// LAVAPIPE-SKIP: the Vulkan runner (testsuite/vk) binds register space0 only, one descriptor per resource: no runtime descriptor arrays
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Params": {"u": 1},
// RUN-SPEC:   "NT.0": {"u32": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]},
// RUN-SPEC:   "NT.1": {"u32": [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300, 1400, 1500, 1600]},
// RUN-SPEC:   "NT.2": {"u32": [7, 17, 27, 37, 47, 57, 67, 77, 87, 97, 107, 117, 127, 137, 147, 157]},
// RUN-SPEC:   "NT.3": {"u32": [31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46]},
// RUN-SPEC:   "Out": {"zero": 128}, "Chk": {"zero": 128}}}
// EXPECT: {"Chk": {"u32": [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]},
// EXPECT: "Out": {"u32": [3021, 462, 8123, 4984, 6503, 14596, 9095, 7538, 9097, 23454, 6135, 24404, 23433, 10356, 17005, 24630, 2601, 930, 7639, 4508, 9987, 16312, 8227, 7950, 8493, 22650, 4435, 24312, 22829, 10768, 17353, 24210]}}
// CHECK-LABEL: main:
// CHECK: v_readfirstlane_b32
// CHECK: v_cmp_eq_u32
cbuffer Params : register(b0) { uint u; };
RWStructuredBuffer<uint> Out : register(u0);
RWStructuredBuffer<uint> Chk : register(u1);
StructuredBuffer<uint> NT[] : register(t0, space1);

struct NR { StructuredBuffer<uint> b; uint k; };

void pickOut(out StructuredBuffer<uint> b, uint k) { b = NT[NonUniformResourceIndex(k & 3u)]; }
NR mk(uint k) { NR r; r.b = NT[NonUniformResourceIndex(k & 3u)]; r.k = k; return r; }
uint direct(uint k, uint i) { return NT[NonUniformResourceIndex(k & 3u)][i & 15u]; }

[numthreads(32, 1, 1)]
void main(uint tid : SV_DispatchThreadID)
{
    uint chk = 0u;
    uint k = tid * 5u + (tid >> 2);
    StructuredBuffer<uint> b = NT[u];
    uint v0 = 0u;
    for (uint j = 0u; j < 2u; j++) {
        v0 = v0 * 7u + b[(tid + j) & 15u];
        b = NT[NonUniformResourceIndex(k & 3u)];
    }
    chk |= v0 ^ (NT[u][tid & 15u] * 7u + direct(k, tid + 1u));
    NR r;
    r.b = NT[u];
    r.k = 0u;
    uint v1 = 0u, j1 = 0u;
    while (j1 < 3u) {
        v1 += r.b[(tid + j1) & 15u] << j1;
        pickOut(r.b, k + j1);
        j1++;
    }
    chk |= v1 ^ (NT[u][tid & 15u] + (direct(k, tid + 1u) << 1) + (direct(k + 1u, tid + 2u) << 2));
    NR s = { NT[u], 0u };
    uint v2 = 0u, j2 = 0u;
    do {
        v2 = v2 * 3u + s.b[(tid ^ j2) & 15u] + s.k;
        s = mk(k + 2u);
        j2++;
    } while (j2 < 2u);
    chk |= v2 ^ (NT[u][tid & 15u] * 3u + direct(k + 2u, tid ^ 1u) + k + 2u);
    Out[tid] = v0 ^ v1 * 3u ^ v2 * 5u;
    Chk[tid] = chk;
}
