Texture2D<float4> Tex[][2] : register(t0, space1);
RWStructuredBuffer<float4> Out : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = Tex[id.x][2].Load(int3(0, 0, 0));
}
