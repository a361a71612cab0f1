// RUN-FLAGS: -enable-16bit-types -T cs_6_2
RWBuffer<float16_t> Halves : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Halves[id.x] = (float16_t)id.x;
}
// ERROR: typed_elem.hlsl:2:21: error: RWBuffer 'Halves' has float16_t elements; hlslc supports 1 to 4 components of float, int or uint (and their min-precision forms)
