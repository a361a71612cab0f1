[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    RWStructuredBuffer<uint> b = ResourceDescriptorHeap[0];
    b[id.x] = id.x;
}
