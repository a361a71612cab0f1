// A cbuffer array indexed by a per-lane value: the index is divergent, so
// the element cannot be a scalar load; indexed by a uniform value it can.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Table": {"sel": 3, "vals": [[10, 11, 12, 13], [20, 21, 22, 23], [30, 31, 32, 33], [40, 41, 42, 43],
// RUN-SPEC:     [50, 51, 52, 53], [60, 61, 62, 63], [70, 71, 72, 73], [80, 81, 82, 83]]},
// RUN-SPEC:   "Out": {"zero": 512}}}
// CHECK-LABEL: main:
// CHECK: s_buffer_load_dword
// CHECK: buffer_load_dword
cbuffer Table : register(b0)
{
    uint sel;
    uint4 vals[8];
};
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint4 a = vals[id.x & 7];
    uint4 b = vals[sel];
    Out[id.x * 2] = a.x + a.y * 3 + a.z * 5 + a.w * 7;
    Out[id.x * 2 + 1] = b[id.x & 3] + (id.x >> 3);
}
