// A descriptor read from the SM 6.6 heap is loaded once per block and
// reused by the accesses that follow (GetDimensions(w, h) reads two fields
// of one T#; a load and a store of the same texture share it).
// RUN-FLAGS: -T cs_6_6
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Params": {"TexIdx": 1, "OutIdx": 2},
// RUN-SPEC:   "ResourceDescriptorHeap.1": {"resource": "RWTexture2D<uint>", "dims": [8, 2], "u32": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]},
// RUN-SPEC:   "ResourceDescriptorHeap.2": {"zero": 64}}}
// EXPECT: {"ResourceDescriptorHeap.2": {"u32": [803, 804, 805, 806, 807, 808, 809, 810, 811, 812, 813, 814, 815, 816, 817, 818]}}
// CHECK: s_buffer_load_dwordx8
// CHECK-NOT: s_buffer_load_dwordx8
// CHECK: s_endpgm
cbuffer Params { uint TexIdx; uint OutIdx; };

[numthreads(16, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    RWTexture2D<uint> tex = ResourceDescriptorHeap[TexIdx];
    RWStructuredBuffer<uint> outBuf = ResourceDescriptorHeap[OutIdx];
    uint w, h;
    tex.GetDimensions(w, h);
    uint2 p = uint2(id.x % w, id.x / w);
    uint v = tex[p];
    tex[p] = v * 10 + w * h;
    outBuf[id.x] = v + w * 100 + h;
}
