// SM 6.6 dynamic resources beyond raw buffers: textures, typed buffers,
// ConstantBuffer<T> from ResourceDescriptorHeap and samplers from
// SamplerDescriptorHeap. A texture is read with Load (mip level 1 of a
// two-level chain), GetDimensions and SampleLevel (a heap sampler, one per
// lane half under NonUniformResourceIndex); a typed buffer by a divergent
// index under NonUniformResourceIndex (a waterfall loop); an RWTexture2D
// written and an RWTexture2D<uint> updated with InterlockedAdd; a null
// typed buffer (entry 9 is not given: a zero V#) loads 0 and reports 0
// elements. Typed entries carry their HLSL type ("resource") in the run
// spec.
// RUN-FLAGS: -T cs_6_6
// LAVAPIPE-SKIP: glslang's HLSL front end has no SM 6.6 descriptor heaps
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Params": {"TexIdx": 1, "BufIdx": 2, "OutIdx": 4, "CountIdx": 5, "ConstIdx": 6},
// RUN-SPEC:   "ResourceDescriptorHeap.1": {"resource": "Texture2D<float4>", "dims": [4, 4], "levels": 2, "generate": "gradient"},
// RUN-SPEC:   "ResourceDescriptorHeap.2": {"resource": "Buffer<uint>", "u32": [1, 2, 3, 4, 5, 6, 7, 8]},
// RUN-SPEC:   "ResourceDescriptorHeap.3": {"resource": "Buffer<uint>", "u32": [10, 20, 30, 40, 50, 60, 70, 80]},
// RUN-SPEC:   "ResourceDescriptorHeap.4": {"resource": "RWTexture2D<float4>", "dims": [4, 2], "zero": 128},
// RUN-SPEC:   "ResourceDescriptorHeap.5": {"resource": "RWTexture2D<uint>", "dims": [2, 1], "u32": [100, 200]},
// RUN-SPEC:   "ResourceDescriptorHeap.6": {"u32": [1056964608, 0, 0, 0, 3, 0, 0, 0]},
// RUN-SPEC:   "SamplerDescriptorHeap.0": {"filter": "point", "address": "clamp"},
// RUN-SPEC:   "SamplerDescriptorHeap.1": {"filter": "linear", "address": "wrap"}}}
// EXPECT: {"ResourceDescriptorHeap.4": {"u32": [1010827264, 1021313024, 1023410176, 1158348800, 1019215872, 1021313024, 1023410176, 1158352896, 1021313024, 1024458752, 1023410176, 1158356992, 1025507328, 1024458752, 1023410176, 1158361088, 1026555904, 1021313024, 1023410176, 1158549504, 1029701632, 1021313024, 1023410176, 1158590464, 1030750208, 1024458752, 1023410176, 1158631424, 1029701632, 1024458752, 1023410176, 1158672384]},
// EXPECT: "ResourceDescriptorHeap.5": {"u32": [112, 216]}}
// CHECK-LABEL: main:
// CHECK: s_buffer_load_dwordx8
// CHECK: image_load_mip
// CHECK: v_readfirstlane_b32
// CHECK: buffer_load_format_x
// CHECK: image_sample_lz
// CHECK: image_store
cbuffer Params : register(b0)
{
    uint TexIdx;
    uint BufIdx;
    uint OutIdx;
    uint CountIdx;
    uint ConstIdx;
};
struct Consts { float scale; uint4 bias; };

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    Texture2D<float4> tex = ResourceDescriptorHeap[TexIdx];
    ConstantBuffer<Consts> k = ResourceDescriptorHeap[ConstIdx];
    uint w, h, levels;
    tex.GetDimensions(1, w, h, levels);
    float4 v = tex.Load(int3(i & 1, (i >> 1) & 1, 1)) * k.scale;
    // lanes 0-3 read buffer 2, lanes 4-7 buffer 3
    Buffer<uint> b = ResourceDescriptorHeap[NonUniformResourceIndex(BufIdx + i / 4)];
    v.w += b[i] + k.bias.x + w * 1000 + h * 100 + levels * 10;
    SamplerState s = SamplerDescriptorHeap[NonUniformResourceIndex(i & 1)];
    v.xy += tex.SampleLevel(s, float2(i * 0.125 + 0.0625, 0.375), 0).xy;
    RWBuffer<float> none = ResourceDescriptorHeap[9];
    uint n;
    none.GetDimensions(n);
    none[i] = 5;
    v.z += none[i] + n;
    RWTexture2D<float4> o = ResourceDescriptorHeap[OutIdx];
    o[uint2(i & 3, i >> 2)] = v;
    RWTexture2D<uint> counts = ResourceDescriptorHeap[CountIdx];
    InterlockedAdd(counts[uint2(i & 1, 0)], i);
}
