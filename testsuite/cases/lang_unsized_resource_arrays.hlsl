// Unsized (bindless) arrays of resources, SM 5.1's descriptor tables:
// textures, samplers, structured and byte-address buffers indexed by a
// uniform index (a cbuffer value), a constant, and divergent indices under
// NonUniformResourceIndex (a waterfall loop); a local variable holding an
// entry of an unsized array on some lanes and a bound texture on others;
// GetDimensions; RW textures and buffers written and updated atomically.
// Each array is one kernel argument, the descriptor table of its entries;
// the run spec gives the entries as "Name.i" (typed ones with their HLSL
// type under "resource").
// RUN-FLAGS: -T cs_6_0
// LAVAPIPE-SKIP: the Vulkan runner (testsuite/vk) binds register space0 only, one descriptor per resource: no runtime descriptor arrays
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Params": {"Base": 0, "Pick": 1},
// RUN-SPEC:   "Bound": {"dims": [2, 2], "texels": [1000, 0, 0, 0, 2000, 0, 0, 0, 3000, 0, 0, 0, 4000, 0, 0, 0]},
// RUN-SPEC:   "Out": {"zero": 256},
// RUN-SPEC:   "Tex.0": {"resource": "Texture2D<float4>", "dims": [4, 1], "texels": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]},
// RUN-SPEC:   "Tex.1": {"resource": "Texture2D<float4>", "dims": [2, 2], "texels": [100, 0, 0, 0, 200, 0, 0, 0, 300, 0, 0, 0, 400, 0, 0, 0]},
// RUN-SPEC:   "Samp.0": {"filter": "point", "address": "clamp"},
// RUN-SPEC:   "Samp.1": {"filter": "linear", "address": "wrap"},
// RUN-SPEC:   "Raw.0": {"u32": [1, 2, 3, 4, 5, 6, 7, 8]},
// RUN-SPEC:   "Raw.1": {"u32": [10, 20, 30, 40, 50, 60, 70, 80]},
// RUN-SPEC:   "Raw.2": {"u32": [100, 200, 300, 400, 500, 600, 700, 800]},
// RUN-SPEC:   "Counts.0": {"zero": 16},
// RUN-SPEC:   "Counts.1": {"zero": 16},
// RUN-SPEC:   "Img.0": {"resource": "RWTexture2D<uint>", "dims": [4, 2], "zero": 32}}}
// EXPECT: {"Counts.0": {"u32": [0, 16, 0, 0]},
// EXPECT: "Counts.1": {"u32": [0, 20, 0, 0]},
// EXPECT: "Img.0": {"u32": [4, 11, 18, 25, 32, 39, 46, 53]},
// EXPECT: "Out": {"u32": [1088421888, 1106247680, 1134231552, 1094713344, 1132068864, 1105199104, 1137410048, 1090519040, 1134362624, 1108869120, 1134493696, 1101004800, 1131544576, 1108344832, 1137672192, 1098907648, 1113587712, 1106247680, 1161568256, 1094713344, 1146060800, 1105199104, 1165651968, 1090519040, 1101529088, 1108869120, 1161601024, 1101004800, 1134493696, 1108344832, 1165684736, 1098907648, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]}}
// CHECK-LABEL: main:
// CHECK: s_buffer_load_dwordx8
// CHECK: v_readfirstlane_b32
// CHECK: v_cmp_eq_u32
// CHECK: image_sample_lz
cbuffer Params : register(b0)
{
    uint Base;
    uint Pick;
};
Texture2D<float4> Bound : register(t0);
RWStructuredBuffer<float4> Out : register(u0);
Texture2D<float4> Tex[] : register(t0, space1);
SamplerState Samp[] : register(s0, space1);
ByteAddressBuffer Raw[] : register(t0, space2);
RWStructuredBuffer<uint> Counts[] : register(u0, space1);
RWTexture2D<uint> Img[] : register(u0, space2);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    float4 v = Tex[Base].Load(int3(i & 3, 0, 0));
    v += Tex[NonUniformResourceIndex(i & 1)].SampleLevel(Samp[Pick], float2(0.375, 0.5), 0);
    v.x += Raw[NonUniformResourceIndex(i % 3)].Load(i * 4);
    Texture2D<float4> t = Tex[1];
    uint w, h;
    t.GetDimensions(w, h);
    v.y += w * 10 + h;
    // half the lanes read the bound texture, half an array entry
    Texture2D<float4> either = (i & 4) != 0 ? Bound : Tex[Base + 1];
    v.z += either.Load(int3(i & 1, 1, 0)).x;
    uint n, stride;
    Counts[Base].GetDimensions(n, stride);
    InterlockedAdd(Counts[NonUniformResourceIndex(i & 1)][1], i + 1);
    Img[0][uint2(i & 3, i >> 2)] = i * 7 + n;
    Out[i] = v;
}
