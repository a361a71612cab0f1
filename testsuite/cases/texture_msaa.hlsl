// Multisampled textures: Texture2DMS and Texture2DMSArray Load(location,
// sample[, offset[, status]]) (image_load with the sample index as the
// address's last component, FRAGID; no FMASK), GetDimensions with the
// sample count (LAST_LEVEL of the T#), float and integer formats; sample
// indices and locations past the end read 0.
// LAVAPIPE-SKIP: the Vulkan harness uploads texels with buffer-to-image copies, which multisampled images do not take
// CHECK-LABEL: main:
// CHECK: image_load v{{\[?[0-9]+}}{{.*}}, v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0xf unorm
// CHECK: image_load v{{.*}} dmask:0x3 unorm da
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {
// RUN-SPEC:   "Color": {"dims": [5, 3], "samples": 4, "format": "R8G8B8A8_UNORM", "generate": "noise"},
// RUN-SPEC:   "Ids": {"dims": [3, 4, 2], "samples": 2, "format": "R16G16_SINT", "generate": {"pattern": "noise", "seed": 1}},
// RUN-SPEC:   "Out": {"zero": 2048},
// RUN-SPEC:   "OutI": {"zero": 1548}}}
Texture2DMS<float4> Color : register(t0);
Texture2DMSArray<int2> Ids : register(t1);
RWStructuredBuffer<float4> Out : register(u0);
RWStructuredBuffer<int3> OutI : register(u1);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    // locations and samples run a little past the end
    int2 xy = int2(i % 6, (i / 6) % 4);
    int s = (i / 3) % 5;
    uint status;
    Out[i * 2] = Color.Load(xy, s);
    Out[i * 2 + 1] = Color.Load(xy, s ^ 1, int2(-1, 1), status);
    int2 v = Ids.Load(int3(i % 4, (i / 4) % 5, (i / 20) % 3), i % 3);
    uint w, h, n, layers;
    if (i == 0) {
        Color.GetDimensions(w, h, n);
        OutI[128] = int3(w, h, n);
        Ids.GetDimensions(w, h, layers, n);
        OutI[127] = int3(w * 100 + h, layers, n);
    } else if (i < 127) {
        OutI[i] = int3(v, status);
    }
}
