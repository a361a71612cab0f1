// Swizzles and write masks on scalarized vectors; a dynamic vector index
// becomes selects.
RWStructuredBuffer<float4> Buf : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 v = Buf[id.x];
    v.zw = v.yx;
    v.x += 1.0f;
    v[id.x & 3] = 5.0f;
    Buf[id.x].yz = v.wx;
}
