// A NonUniformResourceIndex element of ResourceDescriptorHeap passed to a
// resource parameter keeps its flag in the inlined callee: each lane reads
// its own entry (a waterfall loop over the distinct indices). The callee
// read the descriptor of the first active lane for every lane before.
// RUN-FLAGS: -T cs_6_6
// LAVAPIPE-SKIP: glslang's HLSL front end has no SM 6.6 descriptor heaps
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "O": {"zero": 32},
// RUN-SPEC:   "ResourceDescriptorHeap.0": {"u32": [100, 200, 300, 400, 500, 600, 700, 800]},
// RUN-SPEC:   "ResourceDescriptorHeap.1": {"u32": [1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000]},
// RUN-SPEC:   "ResourceDescriptorHeap.2": {"u32": [1, 2, 3, 4, 5, 6, 7, 8]}}}
// EXPECT: {"O": {"u32": [16000100, 14002000, 120000003, 100000400, 8005000, 6000006, 40000700, 20008000]}}
// CHECK-LABEL: main:
// CHECK: v_readfirstlane_b32
// CHECK: v_cmp_eq_u32
RWStructuredBuffer<uint> O : register(u0);

uint readAt(StructuredBuffer<uint> b, uint i) { return b[i]; }

uint twice(StructuredBuffer<uint> b, uint i) { return readAt(b, i) * 2; }

[numthreads(8, 1, 1)]
void main(uint i : SV_DispatchThreadID)
{
    uint a = readAt(ResourceDescriptorHeap[NonUniformResourceIndex(i % 3)], i);
    uint b = twice(ResourceDescriptorHeap[NonUniformResourceIndex((i >> 1) & 1)], 7 - i);
    O[i] = a + b * 10000;
}
