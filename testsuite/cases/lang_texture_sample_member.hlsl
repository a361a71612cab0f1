// A multisampled texture's sample member: tex.sample[s][location] reads
// sample s at the location, as Load(location, s) does (DXC's sample_type /
// sample_slice_type operators), for Texture2DMS and Texture2DMSArray, with
// the sample index and the location computed per lane; past the end it
// reads 0 like Load.
// LAVAPIPE-SKIP: the Vulkan harness uploads texels with buffer-to-image copies, which multisampled images do not take
// CHECK-LABEL: main:
// CHECK: image_load v{{\[?[0-9]+}}{{.*}}, v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0xf unorm
// CHECK: image_load v{{.*}} dmask:0x3 unorm da
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Color": {"dims": [5, 3], "samples": 4, "format": "R8G8B8A8_UNORM", "generate": "noise"},
// RUN-SPEC:   "Ids": {"dims": [3, 4, 2], "samples": 2, "format": "R16G16_SINT", "generate": {"pattern": "noise", "seed": 1}},
// RUN-SPEC:   "Out": {"zero": 1024},
// RUN-SPEC:   "OutI": {"zero": 512}}}
Texture2DMS<float4> Color : register(t0);
Texture2DMSArray<int2> Ids : register(t1);
RWStructuredBuffer<float4> Out : register(u0);
RWStructuredBuffer<int2> OutI : register(u1);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    uint2 xy = uint2(i % 6, (i / 6) % 4);
    uint s = (i / 3) % 5;
    Out[i * 2] = Color.sample[s][xy];
    // the same sample read both ways must agree
    Out[i * 2 + 1] = Color.sample[s ^ 1][xy] - Color.Load(int2(xy), s ^ 1);
    OutI[i] = Ids.sample[i % 3][uint3(i % 4, (i / 4) % 5, (i / 20) % 3)];
}
