// Luminance reduction, seed document 001: 16x64 = 1024 threads, sixteen
// fetches (8 in x, 2 rows in y) into twice the groupshared memory, with a
// barrier after every step. The seed reads a 1920x1080 image; here pixel
// indices wrap at c_pixels (a power of two) to keep the input small.
// FLOAT: Result f32
#define THREADX 16
#define THREADY 64
StructuredBuffer<float4> Input : register(t0);
RWStructuredBuffer<float> Result : register(u0);
cbuffer cbCS : register(b0)
{
    int c_height : packoffset(c0.x);
    int c_width : packoffset(c0.y);
    uint c_pixels : packoffset(c0.z);
};
#define groupthreads THREADX * THREADY
// 1024 threads are 16 waves: whole workgroups limit the occupancy to 8.
// CHECK-LABEL: main:
// CHECK: s_barrier
// REPORT: lds_bytes == 8192
// REPORT: waves_by_workgroup == 8
// REPORT: vmem >= 16
groupshared float sharedMem[groupthreads * 2];

#define lum(i) dot(Input[(i) & (c_pixels - 1)], LumVector)

[numthreads(THREADX, THREADY, 1)]
void main(uint3 Gid : SV_GroupID, uint3 DTid : SV_DispatchThreadID, uint GI : SV_GroupIndex)
{
    const float4 LumVector = float4(0.2125f, 0.7154f, 0.0721f, 0.0f);
    uint idx = ((DTid.x * 8) + (DTid.y * 2) * c_width);
    uint idSharedMem = GI * 2;
    sharedMem[idSharedMem] = (lum(idx) + lum(idx + 1) + lum(idx + 2) + lum(idx + 3)
        + lum(idx + 4) + lum(idx + 5) + lum(idx + 6) + lum(idx + 7));
    sharedMem[idSharedMem + 1] = (lum(idx + c_width) + lum(idx + c_width + 1)
        + lum(idx + c_width + 2) + lum(idx + c_width + 3) + lum(idx + c_width + 4)
        + lum(idx + c_width + 5) + lum(idx + c_width + 6) + lum(idx + c_width + 7));
    GroupMemoryBarrierWithGroupSync();
    [unroll]
    for (uint s = groupthreads; s > 0; s >>= 1) {
        if (GI < s)
            sharedMem[GI] += sharedMem[GI + s];
        GroupMemoryBarrierWithGroupSync();
    }
    if (GI == 0)
        Result[Gid.x] = sharedMem[0] / (THREADX * THREADY * 16);
}
