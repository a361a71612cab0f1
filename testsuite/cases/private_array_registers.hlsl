// Small private arrays that code indexes by computed offsets stay in
// registers when that costs no waves (passes.ArraysToRegisters, tried by
// the back end on a copy of the kernel): keys[12] is filled by an unrolled
// loop, walked by a loop of as many trips as it has elements (too many
// for the pipeline's own unrolling; unrolled for the array), and read at
// a lane's index (a chain of v_cndmask over the elements); ranks[6] is
// written at a lane's index (each element keeps its value or takes the
// new one) and read back by the walking loop. Nothing is left in scratch
// memory: no buffer access goes through the private segment, and the
// kernel keeps the 10 waves it has with the arrays in scratch.
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {
// RUN-SPEC:   "Src": {"u32": [7, 3, 9, 1, 12, 5, 0, 8, 2, 11, 4, 6, 10, 14, 13, 15, 21, 17, 19, 16, 20, 18, 23, 22,
// RUN-SPEC:     31, 29, 30, 28, 27, 26, 25, 24, 33, 35, 34, 32, 39, 37, 38, 36, 40, 41, 43, 42, 47, 45, 46, 44,
// RUN-SPEC:     55, 53, 54, 52, 51, 49, 50, 48, 57, 59, 58, 56, 63, 61, 62, 60, 64, 65, 66, 67, 71, 70, 69, 68,
// RUN-SPEC:     75, 74, 73, 72, 79, 77, 78, 76, 80, 83, 81, 82, 87, 85, 84, 86, 91, 89, 90, 88, 95, 93, 94, 92,
// RUN-SPEC:     99, 97, 98, 96, 103, 101, 100, 102, 107, 105, 104, 106, 111, 109, 110, 108, 115, 113, 112, 114,
// RUN-SPEC:     119, 117, 116, 118, 123, 121, 120, 122, 127, 125, 124, 126, 131, 129, 128, 130, 135, 133, 134, 132]},
// RUN-SPEC:   "Dst": {"zero": 1536}}}
// (Scratch accesses name the wave's offset SGPR; the buffers' take 0.)
// CHECK-LABEL: main:
// CHECK-NOT: s{{[0-9]+}} offen
// CHECK: v_cndmask_b32
// CHECK-NOT: s{{[0-9]+}} offen
// CHECK-LABEL: .Lfunc_end_main:
// REPORT: scratch == 0
// REPORT: waves == 10
StructuredBuffer<uint> Src : register(t0);
RWStructuredBuffer<uint> Dst : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint3 gtid : SV_GroupThreadID)
{
    uint keys[12];
    uint ranks[6];
    [unroll]
    for (uint i = 0; i < 12; i++) {
        keys[i] = Src[(id.x * 12 + i) % 144] * (i + 1);
    }
    [unroll]
    for (uint r = 0; r < 6; r++)
        ranks[r] = r * 3;
    uint pick = (gtid.x * 5 + 3) % 6;
    ranks[pick] = keys[(gtid.x + 7) % 12];
    uint h = 0;
    for (uint j = 0; j < 12; j++) {
        h = h * 33 + (keys[j] ^ ranks[j >> 1]);
        Dst[id.x * 12 + j] = keys[j] + ranks[j >> 1];
    }
    Dst[id.x * 12 + pick] ^= h;
}
