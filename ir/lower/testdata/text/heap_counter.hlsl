// The hidden counter of a buffer from ResourceDescriptorHeap: a view of the
// counters of the entries the buffer's view reads, whose accesses take the
// same entry index (the entry carries the counter's descriptor,
// ir.HeapCounterOffset).
// RUN-FLAGS: -T cs_6_6
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    RWStructuredBuffer<uint> b = ResourceDescriptorHeap[0];
    b[b.IncrementCounter()] = id.x;
    AppendStructuredBuffer<uint> a = ResourceDescriptorHeap[1];
    a.Append(id.x);
}
