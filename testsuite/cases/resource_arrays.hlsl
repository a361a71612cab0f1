// Arrays of resources and resource-typed locals and parameters: elements
// indexed by a constant, by a uniform value and by a divergent value,
// two-dimensional arrays, a local that holds different resources on
// different lanes, and resources passed to a function. Each element is a
// kernel argument of its own ("Bufs.1", "Ro.1.0" in run specs).
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Params": {"Sel": 5},
// RUN-SPEC:   "Bufs.0": {"zero": 1024}, "Bufs.1": {"zero": 1024}, "Bufs.2": {"zero": 1024},
// RUN-SPEC:   "Other": {"zero": 1024},
// RUN-SPEC:   "Ro.0.0": {"u32": [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63]},
// RUN-SPEC:   "Ro.0.1": {"u32": [100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127, 128, 129, 130, 131, 132, 133, 134, 135, 136, 137, 138, 139, 140, 141, 142, 143, 144, 145, 146, 147, 148, 149, 150, 151, 152, 153, 154, 155, 156, 157, 158, 159, 160, 161, 162, 163]},
// RUN-SPEC:   "Ro.1.0": {"u32": [200, 201, 202, 203, 204, 205, 206, 207, 208, 209, 210, 211, 212, 213, 214, 215, 216, 217, 218, 219, 220, 221, 222, 223, 224, 225, 226, 227, 228, 229, 230, 231, 232, 233, 234, 235, 236, 237, 238, 239, 240, 241, 242, 243, 244, 245, 246, 247, 248, 249, 250, 251, 252, 253, 254, 255, 256, 257, 258, 259, 260, 261, 262, 263]},
// RUN-SPEC:   "Ro.1.1": {"u32": [300, 301, 302, 303, 304, 305, 306, 307, 308, 309, 310, 311, 312, 313, 314, 315, 316, 317, 318, 319, 320, 321, 322, 323, 324, 325, 326, 327, 328, 329, 330, 331, 332, 333, 334, 335, 336, 337, 338, 339, 340, 341, 342, 343, 344, 345, 346, 347, 348, 349, 350, 351, 352, 353, 354, 355, 356, 357, 358, 359, 360, 361, 362, 363]}}}
cbuffer Params : register(b0)
{
    uint Sel;
};
RWStructuredBuffer<uint> Bufs[3] : register(u0);
RWStructuredBuffer<uint> Other : register(u3);
StructuredBuffer<uint> Ro[2][2] : register(t0);

void put(RWStructuredBuffer<uint> b, uint i, uint v)
{
    b[i] = v;
}

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    Bufs[0][i] = 1;
    Bufs[i % 3][64 + i] = 2 + i;        // divergent index
    Bufs[Sel % 3][128 + i] = 3;         // uniform index: Bufs[2]
    RWStructuredBuffer<uint> b = (i & 1) != 0 ? Bufs[1] : Other;
    b[192 + i] = Ro[i & 1][(i >> 1) & 1][i];
    put(Bufs[2], i, 7 + b.Load(192 + i));
    RWStructuredBuffer<uint> c = Other;
    c[i] = Bufs[Sel % 3].Load(i) + Bufs[(Sel + 1) % 3][64 + i];
}
