// RUN-FLAGS: -T cs_6_6
RWStructuredBuffer<uint> o;
void take(SamplerState s) {}
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint a = ResourceDescriptorHeap[0];
    ResourceDescriptorHeap[1].Load(0);
    SamplerState s = ResourceDescriptorHeap[2];
    RWStructuredBuffer<uint> b = SamplerDescriptorHeap[3];
    take(ResourceDescriptorHeap[4]);
    RWStructuredBuffer<uint> c = ResourceDescriptorHeap[1.5f];
    RWStructuredBuffer<uint> d = ResourceDescriptorHeap[0][1];
    ResourceDescriptorHeap;
    ResourceDescriptorHeap[6];
    RWStructuredBuffer<uint> e = (RWStructuredBuffer<uint>)ResourceDescriptorHeap[5];
    o[0] = a;
    // a cast names the resource an element converts to; to anything else it is an error
    uint e2 = (uint)ResourceDescriptorHeap[5];
    SamplerState f2 = (SamplerState)ResourceDescriptorHeap[6];
    uint g2 = ((RWStructuredBuffer<uint>)ResourceDescriptorHeap[7])[0] + e[0];
}
