// Seed 001: luminance reduction, two fetches per thread, 128 threads.
StructuredBuffer<float4> Input : register( t0 );
RWTexture2D<float> Result : register (u0);

#define THREADX 8
#define THREADY 16

cbuffer cbCS : register(b0)
{
int c_height : packoffset(c0.x);
int c_width : packoffset(c0.y); // size view port
/*
float c_epsilon : packoffset(c0.z);
*/
};

#define groupthreads THREADX * THREADY
groupshared float sharedMem[groupthreads];

[numthreads(THREADX, THREADY, 1)]
void main( uint3 Gid : SV_GroupID, uint3 DTid : SV_DispatchThreadID, uint3 GTid : SV_GroupThreadID, uint GI : SV_GroupIndex  )
{
const float4 LumVector = float4(0.2125f, 0.7154f, 0.0721f, 0.0f);
uint idx = ((DTid.x * 2) + DTid.y * c_width);
 float temp = (dot(Input[idx], LumVector) + dot(Input[idx + 1], LumVector));
sharedMem[GI] = temp;
GroupMemoryBarrierWithGroupSync();
if (GI < 64)
sharedMem[GI] += sharedMem[GI + 64];
GroupMemoryBarrierWithGroupSync();
if (GI < 32) sharedMem[GI] += sharedMem[GI + 32];
if (GI < 16) sharedMem[GI] += sharedMem[GI + 16];
if (GI < 8) sharedMem[GI] += sharedMem[GI + 8];
if (GI < 4) sharedMem[GI] += sharedMem[GI + 4];
if (GI < 2) sharedMem[GI] += sharedMem[GI + 2];
if (GI < 1) sharedMem[GI] += sharedMem[GI + 1];
if (GI == 0)
{
Result[Gid.xy] = sharedMem[0] / (THREADX * THREADY * 2);
}
}
// CHECK: Function void main(in uint3 Gid : SV_GroupID, in uint3 DTid : SV_DispatchThreadID, in uint3 GTid : SV_GroupThreadID, in uint GI : SV_GroupIndex) entry numthreads(8,16,1)
// CHECK: Intrinsic dot(float4, float4) 'float'
