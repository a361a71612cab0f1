// GetDimensions of structured and byte-address buffers: the element count
// and stride, the byte size (num_records of the V#, divided by the stride on
// the scalar unit); a loop bounded by the element count.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Pts": {"f32": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]},
// RUN-SPEC:   "Raw": {"u32": [5, 6, 7, 8, 9]},
// RUN-SPEC:   "Out": {"zero": 256}}}
// LAVAPIPE-SKIP: glslang translates ByteAddressBuffer.GetDimensions to OpArrayLength, the number of 32-bit words rather than bytes
// CHECK-LABEL: main:
// CHECK: s_mul_hi_u32 s{{[0-9]+}}, s{{[0-9]+}}, 0xaaaaaaab
// REPORT: vgprs <= 8
struct P { float x, y, z; };
StructuredBuffer<P> Pts : register(t0);
ByteAddressBuffer Raw : register(t1);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint n, stride, bytes;
    Pts.GetDimensions(n, stride);
    Raw.GetDimensions(bytes);
    float s = 0;
    for (uint i = id.x; i < n; i += 3)
        s += Pts[i].y;
    Out[id.x] = id.x < n ? (uint)s + n * 1000 + stride * 100000 + bytes * 10000000 : Raw.Load(id.x * 4 % bytes);
}
