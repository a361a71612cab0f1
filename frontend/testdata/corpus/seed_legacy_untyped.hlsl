// Seed 001 exactly as printed: untyped StructuredBuffer and RWTexture2D (float4 by default).
StructuredBuffer Input : register( t0 );
RWTexture2D Result : register (u0);
cbuffer cbCS : register(b0)
{
int c_height : packoffset(c0.x);
int c_width : packoffset(c0.y);
};
groupshared float sharedMem[128];
[numthreads(8, 16, 1)]
void main(uint3 Gid : SV_GroupID, uint3 DTid : SV_DispatchThreadID, uint GI : SV_GroupIndex)
{
    const float4 LumVector = float4(0.2125f, 0.7154f, 0.0721f, 0.0f);
    uint idx = ((DTid.x * 2) + DTid.y * c_width);
    sharedMem[GI] = dot(Input[idx], LumVector);
    GroupMemoryBarrierWithGroupSync();
    if (GI == 0) Result[Gid.xy] = sharedMem[0] / (8 * 16 * 2);
}
// CHECK: Global uniform StructuredBuffer<float4> Input const
// WARN: 'StructuredBuffer' without an element type; assuming float4
