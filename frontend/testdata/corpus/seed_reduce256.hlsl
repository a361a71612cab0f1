// Seed 001: 256 threads per group, four fetches.
StructuredBuffer<float4> Input : register(t0);
RWTexture2D<float> Result : register(u0);
cbuffer cbCS : register(b0) { int c_height; int c_width; };
#define THREADX 8
#define THREADY 32
groupshared float sharedMem[THREADX * THREADY];

[numthreads(THREADX, THREADY, 1)]
void main(uint3 Gid : SV_GroupID, uint3 DTid : SV_DispatchThreadID, uint IndexOfThreadInGroup : SV_GroupIndex)
{
const float4 LumVector = float4(0.2125f, 0.7154f, 0.0721f, 0.0f);
uint idx = ((DTid.x * 4) + DTid.y * c_width);
float temp = (dot(Input[idx], LumVector) + dot(Input[idx + 1], LumVector))
        + (dot(Input[idx + 2], LumVector) + dot(Input[idx + 3], LumVector));
sharedMem[IndexOfThreadInGroup] = temp;
GroupMemoryBarrierWithGroupSync();
if (IndexOfThreadInGroup < 128)
sharedMem[IndexOfThreadInGroup] += sharedMem[IndexOfThreadInGroup + 128];
    GroupMemoryBarrierWithGroupSync();
if (IndexOfThreadInGroup < 64)
sharedMem[IndexOfThreadInGroup] += sharedMem[IndexOfThreadInGroup + 64];
    GroupMemoryBarrierWithGroupSync();
if (IndexOfThreadInGroup < 32) sharedMem[IndexOfThreadInGroup] += sharedMem[IndexOfThreadInGroup + 32];
if (IndexOfThreadInGroup < 16) sharedMem[IndexOfThreadInGroup] += sharedMem[IndexOfThreadInGroup + 16];
if (IndexOfThreadInGroup < 8) sharedMem[IndexOfThreadInGroup] += sharedMem[IndexOfThreadInGroup + 8];
if (IndexOfThreadInGroup < 4) sharedMem[IndexOfThreadInGroup] += sharedMem[IndexOfThreadInGroup + 4];
if (IndexOfThreadInGroup < 2) sharedMem[IndexOfThreadInGroup] += sharedMem[IndexOfThreadInGroup + 2];
if (IndexOfThreadInGroup < 1) sharedMem[IndexOfThreadInGroup] += sharedMem[IndexOfThreadInGroup + 1];
if (IndexOfThreadInGroup == 0) Result[Gid.xy] = sharedMem[0];
}
// CHECK: Global groupshared float[256] sharedMem
