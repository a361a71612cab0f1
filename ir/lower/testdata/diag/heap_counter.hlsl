// RUN-FLAGS: -T cs_6_6
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    RWStructuredBuffer<uint> b = ResourceDescriptorHeap[0];
    b[b.IncrementCounter()] = id.x;
}
// ERROR: heap_counter.hlsl:6:7: error: 'IncrementCounter' on a buffer from 'ResourceDescriptorHeap' is not supported by hlslc (its hidden counter is a resource of its own here)
