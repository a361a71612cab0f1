// RUN-FLAGS: -T cs_6_6
RWBuffer<double3> Wide : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Wide[id.x] = (double)id.x;
}
// ERROR: typed_elem.hlsl:2:19: error: RWBuffer 'Wide' has double3 elements; an element is 1 to 4 components of a 16- or 32-bit float, int or uint type (or their min-precision forms) or 1 or 2 of a 64-bit one: four 32-bit values at most
