// RUN-FLAGS: -T cs_6_5
RWStructuredBuffer<uint> o;
[numthreads(1, 1, 1)]
void main() {
    RWStructuredBuffer<uint> b = ResourceDescriptorHeap[0];
    SamplerState s = SamplerDescriptorHeap[0];
    b[0] = 1;
}
