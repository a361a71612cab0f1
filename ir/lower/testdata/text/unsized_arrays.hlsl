// Unsized arrays of resources are descriptor tables (one kernel argument
// each, after the resources declared before them): an entry is a view of
// the table whose accesses take the entry's index; a uniform index is read
// from the first lane, a NonUniformResourceIndex one runs a waterfall loop,
// and a variable that may hold a bound resource or an entry tests which.
cbuffer C : register(b0) { uint Base; };
ByteAddressBuffer Bound : register(t0);
ByteAddressBuffer Raw[] : register(t0, space1);
RWStructuredBuffer<uint> Out : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint a = Raw[Base].Load(id.x * 4);
    uint b = Raw[NonUniformResourceIndex(id.x & 1)].Load(0);
    ByteAddressBuffer e = (id.x & 2) != 0 ? Bound : Raw[2];
    Out[id.x] = a + b + e.Load(4);
}
