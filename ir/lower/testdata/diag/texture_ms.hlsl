Texture2DMS<float> In : register(t0);
RWBuffer<float> Out : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = In.Load(int2(id.xy), 0);
}
// ERROR: texture_ms.hlsl:1:20: error: multisampled textures ('In', Texture2DMS) are not supported: hlslc models no MSAA surfaces (FMASK, sample layouts)
