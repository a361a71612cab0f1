// Luminance reduction, seed document 001: 8x8 = 64 threads, two fetches per
// thread, the tree hard-coded for 64 threads. Below 32 the seed drops the
// barriers and relies on the 64 lanes of one wave running in lockstep, which
// is GCN's wave64 meaning, so the result depends on the wave size. The
// workgroup is one wave, so its barriers need no s_barrier either.
// WAVE-SIZE-DEPENDENT
// FLOAT: Result f32
#define THREADX 8
#define THREADY 8
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
// CHECK-NOT: s_barrier
// CHECK: ds_read_b32
// REPORT: lds_bytes == 256
// REPORT: waves == 10
groupshared float sharedMem[groupthreads];

[numthreads(THREADX, THREADY, 1)]
void main(uint3 Gid : SV_GroupID, uint3 DTid : SV_DispatchThreadID, uint3 GTid : SV_GroupThreadID, uint GI : SV_GroupIndex)
{
    const float4 LumVector = float4(0.2125f, 0.7154f, 0.0721f, 0.0f);
    uint idx = ((DTid.x * 2) + DTid.y * c_width);
    float temp = (dot(Input[idx], LumVector) + dot(Input[idx + 1], LumVector));
    sharedMem[GI] = temp;
    GroupMemoryBarrierWithGroupSync();
    if (GI < 32) sharedMem[GI] += sharedMem[GI + 32];
    if (GI < 16) sharedMem[GI] += sharedMem[GI + 16];
    if (GI < 8) sharedMem[GI] += sharedMem[GI + 8];
    if (GI < 4) sharedMem[GI] += sharedMem[GI + 4];
    if (GI < 2) sharedMem[GI] += sharedMem[GI + 2];
    if (GI < 1) sharedMem[GI] += sharedMem[GI + 1];
    if (GI == 0)
        Result[Gid.x] = sharedMem[0] / (THREADX * THREADY * 2);
}
