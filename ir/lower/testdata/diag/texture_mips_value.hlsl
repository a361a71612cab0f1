Texture2D<float4> T : register(t0);
RWBuffer<float> Out : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    T.mips[1];
    Out[id.x] = 0;
}
// ERROR: texture_mips_value.hlsl:6:5: error: 'Texture2D<float4>::mips_slice_type' is not a value: a texture's mip levels are read as tex.mips[level][coord]
