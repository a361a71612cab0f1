// A RWByteAddressBuffer read and written in place at per-thread offsets of
// different widths (Load/Load2/Store/Store2), with a uniform header word.
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {
// RUN-SPEC:   "Buf": {"u32": [7, 3, 5470, 95067, 36651, 67489, 26260, 74177, 90676, 55226, 67100,
// RUN-SPEC:     99964, 21202, 60949, 10395, 80285, 27257, 11657, 1728, 15111, 16576, 35059, 72849,
// RUN-SPEC:     87444, 27481, 86483, 4589, 54956, 20243, 65513, 90076, 98786, 45221, 74515, 39644,
// RUN-SPEC:     53336, 26988, 3487, 52259, 57019, 54883, 68282, 39389, 2654, 53486, 30100, 48820,
// RUN-SPEC:     60047, 34391, 10331, 57827, 16074, 5489, 81340, 61160, 69308, 24390, 41640, 28655,
// RUN-SPEC:     43565, 90692, 16626, 17293, 48005, 33256, 90774, 86623, 21202, 10864, 2320, 68569,
// RUN-SPEC:     42025, 61251, 9848, 69232, 81562, 94947, 4603, 45926, 5762, 19890, 64547, 24381,
// RUN-SPEC:     82366, 16548, 93798, 49936, 82748, 21101, 93626, 73414, 46208, 16495, 45752,
// RUN-SPEC:     48122, 5587, 71903, 44038, 8919, 26760, 76949, 63340, 64510, 43312, 68015, 21107,
// RUN-SPEC:     98217, 18905, 76663, 91510, 77973, 81427, 50585, 64907, 29221, 72708, 93008,
// RUN-SPEC:     88557, 52611, 361, 77886, 78394, 42030, 46951, 19939, 15001, 84372, 67303, 73561,
// RUN-SPEC:     16023, 97282, 84869, 56219, 92257, 13604, 28110, 5180, 89273, 23623, 18138, 51060,
// RUN-SPEC:     22782, 38800, 15809, 75271, 42292, 796, 92042, 92595, 70483, 5483, 64697, 17390,
// RUN-SPEC:     37266, 75092, 1676, 87136, 14840, 59574, 79602, 22861, 54349, 40835, 35317, 63465,
// RUN-SPEC:     84133, 54080, 81452, 41204, 45100, 8615, 72443, 62416, 20249, 46732, 52746, 53712,
// RUN-SPEC:     70403, 18130, 7796, 10235, 57485, 52505, 85412, 30670, 52400, 68578, 42474, 69066,
// RUN-SPEC:     24102, 96208, 6295, 18372, 19306, 70466, 13081, 37931, 4334, 78935, 48541, 8707,
// RUN-SPEC:     67267, 22934, 70630, 60648, 26595, 48003, 6648, 83554, 69883, 32600, 31286, 28690,
// RUN-SPEC:     79792, 84153, 67210, 40008, 46452, 32682, 92015, 22257, 49408, 8555, 45788, 22955,
// RUN-SPEC:     68940, 45843, 12659, 90111, 52352, 28480, 7084, 78878, 54141, 8635, 28892, 88970,
// RUN-SPEC:     34975, 96201, 17857, 45505, 81091, 98453, 20972, 49407, 56891, 10646, 13835,
// RUN-SPEC:     83350, 87365, 33353, 70496, 84662, 51260, 65249, 93309, 88549, 92253, 92439,
// RUN-SPEC:     81881]}}}
// The header is read at a uniform address, but from a buffer this dispatch
// writes: the scalar cache is not coherent with vector stores, so it must
// be a vector load, never s_buffer_load.
// CHECK-LABEL: main:
// CHECK-NOT: s_buffer_load
// The two header words load as one dwordx2, the thread's three words as one
// dwordx3 (MergeBufferLoads).
// CHECK: buffer_load_dwordx2 v[{{[0-9]+}}:{{[0-9]+}}], off, [[RSRC:s\[[0-9]+:[0-9]+\]]], 0{{$}}
// CHECK: buffer_load_dwordx3 v[{{[0-9]+}}:{{[0-9]+}}], [[A:v[0-9]+]], [[RSRC]], 0 offen offset:16
// CHECK: buffer_store_dword v{{[0-9]+}}, [[A]], [[RSRC]], 0 offen offset:28
RWByteAddressBuffer Buf : register(u0);

[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint mul = Buf.Load(0);
    uint add = Buf.Load(4);
    uint o = 16 + id.x * 16;
    uint2 a = Buf.Load2(o);
    uint c = Buf.Load(o + 8);
    Buf.Store2(o, uint2(a.x * mul + add, a.y ^ c));
    Buf.Store(o + 12, a.x + a.y + c);
}
