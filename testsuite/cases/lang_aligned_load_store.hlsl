// ByteAddressBuffer.AlignedLoad<T>(offset, alignment) and
// RWByteAddressBuffer.AlignedStore<T>(offset, alignment, value) (HLSL
// proposal 0051, in DXC's main since 2025): Load<T>/Store<T> with a promise
// that offset is a multiple of alignment. And Load<T>/Store<T> themselves
// at cs_6_0, which DXC takes at any shader model (with HLSL 2018 or later).
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {
// RUN-SPEC:   "Src": {"u32": [1, 2, 3, 4, 1084227584, 1086324736, 1088421888, 8, 9, 10, 11, 12, 13, 14, 15, 16]},
// RUN-SPEC:   "Dst": {"zero": 256}}}
// EXPECT: {"Dst": {"u32": [2, 4, 6, 8, 2168455168, 2172649472, 2176843776, 16, 0, 0, 0, 0, 0, 0, 0, 0, 1084227584, 1086324736, 1088421888, 0, 1086324736, 1088421888, 1090519040, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 10, 11, 0, 13, 14, 15, 0, 0, 0, 0, 0, 0, 0, 0, 0, 6, 2168455172, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]}}
ByteAddressBuffer Src : register(t0);
RWByteAddressBuffer Dst : register(u0);

struct Pair { uint2 a; float b; };

[numthreads(1, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
    uint offset = tid.x * 16;
    uint4 v = Src.AlignedLoad<uint4>(offset, 16);
    float3 f = Src.AlignedLoad<float3>(16, 16);
    Pair p = Src.AlignedLoad<Pair>(offset + 32, 8);
    Dst.AlignedStore<uint4>(offset, 16, v * 2);
    Dst.AlignedStore<float3>(64 + offset, 16, f + tid.x);
    Dst.AlignedStore<Pair>(128 + offset, 8, p);
    Dst.Store<uint>(192 + tid.x * 4, Dst.AlignedLoad<uint>(offset, 4) + Src.Load<uint2>(8).y);
}
