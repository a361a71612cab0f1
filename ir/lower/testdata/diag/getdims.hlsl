RWStructuredBuffer<uint> Buf : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint n, stride;
    Buf.GetDimensions(n, stride);
    Buf[id.x % n] = stride;
}
// ERROR: getdims.hlsl:6:5: error: RWStructuredBuffer.GetDimensions is not supported yet: the IR has no operation for a resource's size
