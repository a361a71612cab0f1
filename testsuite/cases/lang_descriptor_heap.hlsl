// SM 6.6 dynamic resources: buffers taken from ResourceDescriptorHeap by a
// uniform index (a cbuffer value, a constant), by a divergent index under
// NonUniformResourceIndex (a waterfall loop: one round per distinct index),
// passed to a function, mixed with a bound resource in one variable, with
// atomics, GetDimensions, and a null descriptor (entry 7 is not given:
// loads read 0, stores are dropped). Heap entries are named
// "ResourceDescriptorHeap.i" in the run spec and the output.
// RUN-FLAGS: -T cs_6_6
// LAVAPIPE-SKIP: glslang's HLSL front end has no SM 6.6 descriptor heaps
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {
// RUN-SPEC:   "Params": {"Base": 2, "Sel": 1},
// RUN-SPEC:   "Bound": {"zero": 1024},
// RUN-SPEC:   "ResourceDescriptorHeap.2": {"zero": 512},
// RUN-SPEC:   "ResourceDescriptorHeap.3": {"u32": [5, 50, 6, 60, 7, 70, 8, 80, 9, 90, 10, 100, 11, 110, 12, 120]},
// RUN-SPEC:   "ResourceDescriptorHeap.4": {"zero": 1024},
// RUN-SPEC:   "ResourceDescriptorHeap.5": {"zero": 1024},
// RUN-SPEC:   "ResourceDescriptorHeap.6": {"zero": 1024},
// RUN-SPEC:   "ResourceDescriptorHeap.8": {"zero": 16}}}
// EXPECT: {"Bound": {"u32": [896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 896, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9]},
// EXPECT: "ResourceDescriptorHeap.2": {"u32": [5050, 6060, 7070, 8080, 9090, 10100, 11110, 12120, 5050, 6060, 7070, 8080, 9090, 10100, 11110, 12120, 5050, 6060, 7070, 8080, 9090, 10100, 11110, 12120, 5050, 6060, 7070, 8080, 9090, 10100, 11110, 12120, 5050, 6060, 7070, 8080, 9090, 10100, 11110, 12120, 5050, 6060, 7070, 8080, 9090, 10100, 11110, 12120, 5050, 6060, 7070, 8080, 9090, 10100, 11110, 12120, 5050, 6060, 7070, 8080, 9090, 10100, 11110, 12120, 5050, 6060, 7070, 8080, 9090, 10100, 11110, 12120, 5050, 6060, 7070, 8080, 9090, 10100, 11110, 12120, 5050, 6060, 7070, 8080, 9090, 10100, 11110, 12120, 5050, 6060, 7070, 8080, 9090, 10100, 11110, 12120, 5050, 6060, 7070, 8080, 9090, 10100, 11110, 12120, 5050, 6060, 7070, 8080, 9090, 10100, 11110, 12120, 5050, 6060, 7070, 8080, 9090, 10100, 11110, 12120, 5050, 6060, 7070, 8080, 9090, 10100, 11110, 12120]},
// EXPECT: "ResourceDescriptorHeap.4": {"u32": [1, 0, 0, 4, 0, 0, 7, 0, 0, 10, 0, 0, 13, 0, 0, 16, 0, 0, 19, 0, 0, 22, 0, 0, 25, 0, 0, 28, 0, 0, 31, 0, 0, 34, 0, 0, 37, 0, 0, 40, 0, 0, 43, 0, 0, 46, 0, 0, 49, 0, 0, 52, 0, 0, 55, 0, 0, 58, 0, 0, 61, 0, 0, 64, 0, 0, 67, 0, 0, 70, 0, 0, 73, 0, 0, 76, 0, 0, 79, 0, 0, 82, 0, 0, 85, 0, 0, 88, 0, 0, 91, 0, 0, 94, 0, 0, 97, 0, 0, 100, 0, 0, 103, 0, 0, 106, 0, 0, 109, 0, 0, 112, 0, 0, 115, 0, 0, 118, 0, 0, 121, 0, 0, 124, 0, 0, 127, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 43]},
// EXPECT: "ResourceDescriptorHeap.5": {"u32": [0, 2, 0, 0, 5, 0, 0, 8, 0, 0, 11, 0, 0, 14, 0, 0, 17, 0, 0, 20, 0, 0, 23, 0, 0, 26, 0, 0, 29, 0, 0, 32, 0, 0, 35, 0, 0, 38, 0, 0, 41, 0, 0, 44, 0, 0, 47, 0, 0, 50, 0, 0, 53, 0, 0, 56, 0, 0, 59, 0, 0, 62, 0, 0, 65, 0, 0, 68, 0, 0, 71, 0, 0, 74, 0, 0, 77, 0, 0, 80, 0, 0, 83, 0, 0, 86, 0, 0, 89, 0, 0, 92, 0, 0, 95, 0, 0, 98, 0, 0, 101, 0, 0, 104, 0, 0, 107, 0, 0, 110, 0, 0, 113, 0, 0, 116, 0, 0, 119, 0, 0, 122, 0, 0, 125, 0, 0, 128, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 43]},
// EXPECT: "ResourceDescriptorHeap.6": {"u32": [0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 66, 69, 72, 75, 78, 81, 84, 87, 90, 93, 96, 99, 102, 105, 108, 111, 114, 117, 120, 123, 126, 129, 132, 135, 138, 141, 144, 147, 150, 153, 156, 159, 162, 165, 168, 171, 174, 177, 180, 183, 186, 189, 192, 195, 198, 201, 204, 207, 210, 213, 216, 219, 222, 225, 228, 231, 234, 237, 240, 243, 246, 249, 252, 255, 258, 261, 264, 267, 270, 273, 276, 279, 282, 285, 288, 291, 294, 297, 300, 303, 306, 309, 312, 315, 318, 321, 324, 327, 330, 333, 336, 339, 342, 345, 348, 351, 354, 357, 360, 363, 366, 369, 372, 375, 378, 381, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 42]}}
// Descriptors come from the heap with scalar loads; the non-uniform index
// runs a waterfall loop.
// CHECK-LABEL: main:
// CHECK: s_buffer_load_dwordx4
// CHECK: v_readfirstlane_b32
// CHECK: v_cmp_eq_u32
// CHECK: s_buffer_load_dwordx4
struct Pair { uint a; uint b; };
cbuffer Params : register(b0)
{
    uint Base;
    uint Sel;
};
RWStructuredBuffer<uint> Bound : register(u0);

void put(RWStructuredBuffer<uint> b, uint i, uint v)
{
    b[i] = v;
}

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    RWStructuredBuffer<uint> out0 = ResourceDescriptorHeap[Base];
    StructuredBuffer<Pair> pairs = ResourceDescriptorHeap[Base + 1];
    Pair p = pairs[i & 7];
    out0[i] = p.a * 1000 + p.b;
    // one of three buffers per lane
    RWByteAddressBuffer raw = ResourceDescriptorHeap[NonUniformResourceIndex(Base + 2 + i % 3)];
    raw.Store(i * 4, i + 1);
    raw.InterlockedAdd(1020, 1);
    put(ResourceDescriptorHeap[6], i, i * 3);
    RWStructuredBuffer<uint> either = Sel != 0 ? Bound : out0;
    either[128 + i] = 9;
    RWStructuredBuffer<uint> none = ResourceDescriptorHeap[7];
    none[i] = 1;
    uint n, stride;
    pairs.GetDimensions(n, stride);
    uint size;
    RWByteAddressBuffer small = ResourceDescriptorHeap[8];
    small.GetDimensions(size);
    Bound[i] = none[i] + n * 100 + stride * 10 + size;
}
