// "register(spaceN)": a resource (or cbuffer) bound implicitly in space N,
// DXC's space-only annotation, as WickedEngine declares its bindless
// tables (SamplerState bindless_samplers[] : register(space1), ...):
// unsized arrays of buffers and textures indexed through a cbuffer and
// a templated Load of a struct, a structured buffer and the cbuffer itself
// bound space-only. Values pinned by EXPECT.
// RUN-FLAGS: -T cs_6_2
// LAVAPIPE-SKIP: the Vulkan runner (testsuite/vk) binds register space0 only, one descriptor per resource: no runtime descriptor arrays
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Indices": {"meshes": 1, "tex": 0},
// RUN-SPEC:   "bindless_buffers.0": {"u32": [0, 0, 0, 0]},
// RUN-SPEC:   "bindless_buffers.1": {"u32": [3, 1065353216, 7, 1073741824, 9, 1077936128]},
// RUN-SPEC:   "bindless_textures.0": {"resource": "Texture2D<float4>", "dims": [2, 1], "texels": [1, 2, 3, 4, 5, 6, 7, 8]},
// RUN-SPEC:   "bindless_samplers.0": {"filter": "point", "address": "clamp"},
// RUN-SPEC:   "Scale": {"u32": [10, 100, 1000]},
// RUN-SPEC:   "Out": {"zero": 32}}}
// EXPECT: {"Out": {"u32": [1100480512, 1123024896, 1149313024, 1100480512, 1123024896, 1149313024, 1100480512, 1123024896]}}
SamplerState bindless_samplers[] : register(space1);
Texture2D<float4> bindless_textures[] : register(space2);
ByteAddressBuffer bindless_buffers[] : register(space3);
StructuredBuffer<uint> Scale : register(space4);
RWStructuredBuffer<float> Out;
cbuffer Indices : register(space5) { uint meshes; uint tex; };

struct Instance { uint id; float weight; };

inline Instance load_instance(uint i)
{
    return bindless_buffers[meshes].Load<Instance>(i * sizeof(Instance));
}

[numthreads(8, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    Instance inst = load_instance(gi % 3);
    float4 t = bindless_textures[tex].SampleLevel(bindless_samplers[0], float2(0.75, 0.5), 0);
    Out[gi] = inst.id * inst.weight + Scale[gi % 3] + t.y;
}
