// Luminance reduction, seed document 001: 16x16 = 256 threads, four fetches
// per thread, a barrier after every step of the tree (independent of the
// wave size).
// FLOAT: Result f32
#define THREADX 16
#define THREADY 16
StructuredBuffer<float4> Input : register(t0);
RWStructuredBuffer<float> Result : register(u0);
cbuffer cbCS : register(b0)
{
    int c_height : packoffset(c0.x);
    int c_width : packoffset(c0.y);
};
#define groupthreads THREADX * THREADY
// CHECK-LABEL: main:
// CHECK: ds_write_b32
// CHECK: s_barrier
// CHECK: ds_read_b32
// REPORT: lds_bytes == 1024
// REPORT: waves == 10
groupshared float sharedMem[groupthreads];

[numthreads(THREADX, THREADY, 1)]
void main(uint3 Gid : SV_GroupID, uint3 DTid : SV_DispatchThreadID, uint GI : SV_GroupIndex)
{
    const float4 LumVector = float4(0.2125f, 0.7154f, 0.0721f, 0.0f);
    uint idx = ((DTid.x * 4) + DTid.y * c_width);
    float temp = (dot(Input[idx], LumVector) + dot(Input[idx + 1], LumVector))
               + (dot(Input[idx + 2], LumVector) + dot(Input[idx + 3], LumVector));
    sharedMem[GI] = temp;
    GroupMemoryBarrierWithGroupSync();
    [unroll]
    for (uint s = groupthreads / 2; s > 0; s >>= 1) {
        if (GI < s)
            sharedMem[GI] += sharedMem[GI + s];
        GroupMemoryBarrierWithGroupSync();
    }
    if (GI == 0)
        Result[Gid.x] = sharedMem[0] / (THREADX * THREADY * 4);
}
