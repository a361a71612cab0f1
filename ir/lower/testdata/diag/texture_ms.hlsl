Texture2DMS<float, 4> In : register(t0);
RWBuffer<float2> Out : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = In.GetSamplePosition(id.x % 4);
}
// ERROR: texture_ms.hlsl:6:17: error: Texture2DMS.GetSamplePosition is not supported: the sample positions are the driver's (D3D's standard patterns), which hlslc does not model
