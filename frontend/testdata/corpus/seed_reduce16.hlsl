// Seed 001: sixteen fetches per thread into 2x shared memory, 1024 threads.
StructuredBuffer<float4> Input : register(t0);
RWTexture2D<float> Result : register(u0);
cbuffer cbCS : register(b0) { int c_height; int c_width; };
#define THREADX 16
#define THREADY 64
#define groupthreads THREADX * THREADY
groupshared float sharedMem[groupthreads * 2];

[numthreads(THREADX, THREADY, 1)]
void main( uint3 Gid : SV_GroupID, uint3 DTid : SV_DispatchThreadID, uint3 GTid : SV_GroupThreadID, uint GI : SV_GroupIndex  )
{
const float4 LumVector = float4(0.2125f, 0.7154f, 0.0721f, 0.0f);
uint idx = ((DTid.x * 8) + (DTid.y * 2) * c_width); // index into structured buffer
uint idSharedMem = GI * 2;
sharedMem[idSharedMem] = (dot(Input[idx], LumVector)
+ dot(Input[idx + 1], LumVector)
+ dot(Input[idx + 2], LumVector)
+ dot(Input[idx + 3], LumVector)
+ dot(Input[idx + 4], LumVector)
+ dot(Input[idx + 5], LumVector)
+ dot(Input[idx + 6], LumVector)
+ dot(Input[idx + 7], LumVector));
sharedMem[idSharedMem + 1] = (dot(Input[idx + 8], LumVector)
+ dot(Input[idx + 9], LumVector)
+ dot(Input[idx + 10], LumVector)
+ dot(Input[idx + 11], LumVector)
+ dot(Input[idx + 12], LumVector)
+ dot(Input[idx + 13], LumVector)
+ dot(Input[idx + 14], LumVector)
+ dot(Input[idx + 15], LumVector));
GroupMemoryBarrierWithGroupSync();
if (GI < 1024) sharedMem[GI] += sharedMem[GI + 1024];
GroupMemoryBarrierWithGroupSync();
if (GI < 512) sharedMem[GI] += sharedMem[GI + 512];
GroupMemoryBarrierWithGroupSync();
if (GI < 256) sharedMem[GI] += sharedMem[GI + 256];
GroupMemoryBarrierWithGroupSync();
if (GI < 128) sharedMem[GI] += sharedMem[GI + 128];
GroupMemoryBarrierWithGroupSync();
if (GI < 64) sharedMem[GI] += sharedMem[GI + 64];
GroupMemoryBarrierWithGroupSync();
if (GI < 32) sharedMem[GI] += sharedMem[GI + 32];
if (GI < 16) sharedMem[GI] += sharedMem[GI + 16];
if (GI < 8) sharedMem[GI] += sharedMem[GI + 8];
if (GI < 4) sharedMem[GI] += sharedMem[GI + 4];
if (GI < 2) sharedMem[GI] += sharedMem[GI + 2];
if (GI < 1) sharedMem[GI] += sharedMem[GI + 1];
if (GI == 0) Result[Gid.xy] = sharedMem[0];
}
