// Only the z dimension has one thread: x and y keep their per-lane ids.
RWStructuredBuffer<uint> Out;

[numthreads(8, 8, 1)]
void main(uint3 dt : SV_DispatchThreadID, uint3 gt : SV_GroupThreadID, uint gi : SV_GroupIndex)
{
    Out[dt.x + dt.y] = dt.z + gt.x + gt.y + gt.z + gi;
}
