// ByteAddressBuffer loads at 4 * (3 * i + k), as tint writes a float3 read
// from a byte address buffer: each address is masked to a multiple of 4
// (the low two bits of a raw buffer address are ignored), and 12i + 4k is
// one already, so the masks go and the three loads of each vertex merge
// into one buffer_load_dwordx3 at offsets 0, 4, 8 of the same base. An
// address that may have a low bit set (2i + 4) keeps its v_and_b32.
// Accesses 8 KiB and more above a register, beyond the 12-bit offset
// field (Store2 and Store3 at 0x2000 + 16t and 0x3000 + 16t), go through
// a register x + b that the dwords of each share, with the rest in the
// offset field, and merge (one dwordx2 and one dwordx3), where each dword
// had its own add.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Idx": {"u32": [5, 0, 3, 1, 7, 2, 6, 4, 1, 3, 0, 5, 2, 6, 7, 4, 0, 1, 2, 3, 4, 5, 6, 7]},
// RUN-SPEC:   "Pos": {"u32": [1065353216, 1073741824, 1077936128, 1082130432, 1084227584, 1086324736, 1088421888, 1090519040,
// RUN-SPEC:                   1091567616, 1092616192, 1093664768, 1094713344, 1095761920, 1096810496, 1097859072, 1098907648,
// RUN-SPEC:                   1099431936, 1099956224, 1100480512, 1101004800, 1101529088, 1102053376, 1102577664, 1103101952]},
// RUN-SPEC:   "Out": {"zero": 128}, "Far": {"zero": 4096}}}
// FLOAT: Out f32
// CHECK-LABEL: main:
// CHECK: buffer_load_dwordx3
// CHECK: buffer_load_dwordx3
// CHECK: buffer_load_dwordx3
// CHECK: v_and_b32_e32 {{v[0-9]+}}, -4, {{v[0-9]+}}
// CHECK: v_add_u32_e32 [[A:v[0-9]+]], 0x2000, {{v[0-9]+}}
// CHECK-NEXT: buffer_store_dwordx2 {{v\[[0-9]+:[0-9]+\]}}, [[A]], {{s\[[0-9]+:[0-9]+\]}}, 0 offen{{$}}
// CHECK: buffer_store_dwordx3
// CHECK-NOT: buffer_store_dword
// CHECK: s_endpgm
ByteAddressBuffer Idx : register(t0);
ByteAddressBuffer Pos : register(t1);
RWByteAddressBuffer Out : register(u0);
RWByteAddressBuffer Far : register(u1);

float3 vertex(uint i)
{
    return float3(asfloat(Pos.Load(4u * (3u * i + 0u))), asfloat(Pos.Load(4u * (3u * i + 1u))),
                  asfloat(Pos.Load(4u * (3u * i + 2u))));
}

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint t = id.x;
    uint i0 = Idx.Load(4u * (3u * t + 0u));
    uint i1 = Idx.Load(4u * (3u * t + 1u));
    uint i2 = Idx.Load(4u * (3u * t + 2u));
    float3 c = (vertex(i0) + vertex(i1) + vertex(i2)) / 3.0;
    Out.Store3(16u * t, asuint(c));
    // 2t + 4 may be odd-aligned: the mask stays
    Out.Store(16u * t + 12u, Idx.Load(2u * t + 4u) + i0 * 100u + i1 * 10u + i2);
    Far.Store2(0x2000u + 16u * t, uint2(i0 * 7u + 1u, i1 * 9u + 2u));
    Far.Store3(0x3000u + 16u * t, uint3(i2, t, i0 ^ i1));
}
