// RUN-FLAGS: -T cs_6_6
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    AppendStructuredBuffer<uint> a = ResourceDescriptorHeap[0];
    a.Append(id.x);
}
// ERROR: heap_append.hlsl:6:5: error: an AppendStructuredBuffer from 'ResourceDescriptorHeap' is not supported by hlslc (its hidden counter is a resource of its own here)
