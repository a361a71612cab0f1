cbuffer Params : register(b0)
{
    float4x4 world;
    float3 center;
    float radius;
    uint count;
    float2 scale[4];
};
RWStructuredBuffer<float4> Out : register(u0);
[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float4 p = mul(world, float4(center, 1));
    Out[id.x] = p * radius * scale[id.x % 4].x;
}
// CHECK: Intrinsic mul(float4x4, float4) 'float4'
// LAYOUT: cbuffer Params : register(b0) size=160
// LAYOUT: offset   76 size    4 float radius
// LAYOUT: offset   96 size   56 float2[4] scale stride=16
