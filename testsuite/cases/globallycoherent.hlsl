// globallycoherent UAVs: their loads and stores carry glc, so loads miss the
// per-CU vector L1 (which other CUs' stores do not update) and read the
// device-coherent L2; the other UAV's accesses keep the default policy.
// Each workgroup reads back what its own lanes wrote before the barrier.
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {"Flags": {"zero": 512}, "Plain": {"zero": 1024},
// RUN-SPEC:   "Img": {"f32": [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], "dims": [4, 4]}}}
// CHECK: buffer_store_dword {{v[0-9]+}}, {{v[0-9]+}}, {{s\[[0-9]+:[0-9]+\]}}, 0 offen glc
// CHECK: buffer_load_dword {{v[0-9]+}}, {{v[0-9]+}}, {{s\[[0-9]+:[0-9]+\]}}, 0 offen glc
// CHECK: image_store {{.*}} glc
globallycoherent RWStructuredBuffer<uint> Flags : register(u0);
RWStructuredBuffer<uint> Plain : register(u1);
globallycoherent RWTexture2D<float> Img : register(u2);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint3 gid : SV_GroupID)
{
    uint i = id.x & 63;
    uint base = gid.x * 64;
    Flags[base + i] = i + 1;
    Plain[base + i] = i + 2;
    DeviceMemoryBarrierWithGroupSync();
    Plain[128 + id.x] = Flags[base + ((i + 1) & 63)] * 100 + Plain[base + ((i + 2) & 63)];
    if (i < 8)
        Img[uint2(i & 3, gid.x * 2 + (i >> 2))] = Flags[base + i] * 0.5;
}
