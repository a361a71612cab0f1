// Structured buffers of 16-bit elements (stride 2 and 6): each element is
// read and written with buffer_load_ushort / buffer_store_short, so lanes
// writing the two halves of one dword do not disturb each other.
// RUN-FLAGS: -T cs_6_2 -enable-16bit-types
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Halves": {"f16": [0.5, 1.5, -2, 3.25, 4, -5.5, 6, 7.75, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]},
// RUN-SPEC:   "Triples": {"u32": [65537, 131074, 196611, 262148, 327685, 393222, 458759, 524296, 589833, 655370, 720907, 786444, 851981, 917518, 983055, 1048592, 1114129, 1179666, 1245203, 1310740, 1376277, 1441814, 1507351, 1572888]}}}
// FLOAT: Halves f16
// CHECK-LABEL: main:
// CHECK: buffer_load_ushort
// CHECK: buffer_store_short
RWStructuredBuffer<half> Halves : register(u0);
struct T { uint16_t a, b, c; };
RWStructuredBuffer<T> Triples : register(u1);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    uint n, stride;
    Halves.GetDimensions(n, stride);
    if (i < n)
        Halves[i] = Halves[i] * (half)2 + (half)stride;
    Triples.GetDimensions(n, stride);
    if (i < n) {
        T t = Triples[i];
        t.a = t.a + t.c;
        t.b = (uint16_t)(i * stride);
        Triples[i] = t;
    }
}
