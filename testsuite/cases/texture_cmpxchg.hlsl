// InterlockedCompareExchange and InterlockedCompareStore on elements of a
// typed texture and a typed buffer (D3D's typed UAV atomics on R32_UINT /
// R32_SINT): image_atomic_cmpswap / buffer_atomic_cmpswap with the new and
// compare values as a pair; the old value returns only when it is used.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:  "T": {"u32": [0,1,2,3,0,1,2,3,0,1,2,3,0,1,2,3,0,1,2,3,0,1,2,3,0,1,2,3,0,1,2,3,0,1,2,3,0,1,2,3,0,1,2,3,0,1,2,3,0,1,2,3,0,1,2,3,0,1,2,3,0,1,2,3,
// RUN-SPEC:   0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0], "dims": [8, 16]},
// RUN-SPEC:  "B": {"i32": [0,1,2,3,0,1,2,3,0,1,2,3,0,1,2,3,0,1,2,3,0,1,2,3,0,1,2,3,0,1,2,3,0,1,2,3,0,1,2,3,0,1,2,3,0,1,2,3,0,1,2,3,0,1,2,3,0,1,2,3,0,1,2,3]}}}
// CHECK: image_atomic_cmpswap {{v\[[0-9]+:[0-9]+\]}}, {{.*}} dmask:0x3 unorm glc
// CHECK: buffer_atomic_cmpswap {{v\[[0-9]+:[0-9]+\]}}, {{.*}} idxen{{$}}
RWTexture2D<uint> T : register(u0);
RWBuffer<int> B : register(u1);

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint o;
    InterlockedCompareExchange(T[id.xy], id.x & 1, 100 + id.y, o);
    InterlockedCompareStore(B[id.x + 8 * id.y], (int)(id.x & 2), -5);
    T[uint2(id.x, id.y + 8)] = o;
}
