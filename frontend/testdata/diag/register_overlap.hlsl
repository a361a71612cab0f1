ByteAddressBuffer A : register(t0);
ByteAddressBuffer B : register(t0);
RWBuffer<float> C[10] : register(u0);
RWBuffer<float> D[10] : register(u5);
Texture2D<float4> T[] : register(t0, space1);
Texture2D<float4> U : register(t7, space1);
cbuffer X : register(b1) { uint x; };
cbuffer Y : register(b1) { uint y; };
ByteAddressBuffer Unused : register(t0);
RWBuffer<float> Other : register(u0, space3);
Texture2D<float4> V : register(t1);
SamplerState S0 : register(s2);
SamplerComparisonState S1 : register(s2);
// [[vk::binding]] gives the binding; register() is then ignored (DXC's SPIR-V path): no overlap
[[vk::binding(0)]] RWTexture2D<float4> Mips[4] : register(u0);
[[vk::binding(1)]] RWTexture2D<float4> Mip5 : register(u1);
[[vk::binding(2, 0)]] cbuffer VkCB : register(b1) { uint vk; };
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float f = A.Load(0) + B.Load(0) + x + y + T[0].Load(int3(0, 0, 0)).x + U.Load(int3(0, 0, 0)).x;
    f += V.SampleLevel(S0, 0.5, 0).x + V.SampleCmpLevelZero(S1, 0.5, 0.5);
    C[id.x][0] = f;
    D[id.x][0] = f;
    Other[0] = f;
    Mips[1][id.xy] = f + vk;
    Mip5[id.xy] = f;
}
