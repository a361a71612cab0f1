// Along a workgroup dimension of one thread, SV_GroupThreadID is 0 and
// SV_DispatchThreadID is SV_GroupID; with one thread in all, SV_GroupIndex is 0.
RWStructuredBuffer<uint> Out;

[numthreads(1, 1, 1)]
void main(uint3 dt : SV_DispatchThreadID, uint3 gt : SV_GroupThreadID, uint gi : SV_GroupIndex)
{
    Out[dt.x] = dt.y + dt.z + gt.x + gt.y + gt.z + gi;
}
