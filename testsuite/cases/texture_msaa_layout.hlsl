// The run spec's texel order of a multisampled texture: layer by layer,
// each layer sample by sample, each sample row by row (texel value
// 1000*layer + 100*sample + 10*y + x), read back through every
// (location, layer, sample).
// LAVAPIPE-SKIP: the Vulkan harness uploads texels with buffer-to-image copies, which multisampled images do not take
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Tex": {"dims": [2, 2, 2], "samples": 2, "format": "R32_UINT", "u32": [0, 1, 10, 11, 100, 101, 110, 111, 1000, 1001, 1010, 1011, 1100, 1101, 1110, 1111]},
// RUN-SPEC:   "Out": {"zero": 64}}}
// EXPECT: {"Out": {"u32": [0, 1, 10, 11, 100, 101, 110, 111, 1000, 1001, 1010, 1011, 1100, 1101, 1110, 1111]}}
Texture2DMSArray<uint> Tex : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(16, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    Out[i] = Tex.Load(int3(i & 1, (i >> 1) & 1, i >> 3), (i >> 2) & 1);
}
