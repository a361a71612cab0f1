Texture2D<float4> Tex[][2] : register(t0, space1);
RWStructuredBuffer<float4> Out : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = Tex[id.x][1].Load(int3(0, 0, 0));
}
// ERROR: unsized_array_2d.hlsl:1:19: error: unsized array of arrays of resources 'Tex': hlslc takes one dimension of an unsized array
