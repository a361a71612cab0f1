// Gather*(s, uv, o1, o2, o3, o4): value i is value i of the gather at
// offset i (DXC lowers it to four gathers that way; hlslc selects four
// image_gather4_lz_o and keeps one result of each). Constant and
// programmable offsets, GatherCmpRed too.
// LAVAPIPE-SKIP: glslang translates the four-offset forms to SPIR-V's ConstOffsets, whose value i is the i0j0 texel of footprint i, not DXC's value i of gather i
// FLOAT: Out sampled
// CHECK-LABEL: main:
// CHECK-COUNT-4: image_gather4_lz_o v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0x8
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Tex": {"dims": [6, 5], "format": "R8G8B8A8_UNORM", "generate": "noise"},
// RUN-SPEC:   "Pt": {"filter": "MIN_MAG_MIP_POINT", "address": "wrap"},
// RUN-SPEC:   "Cmp": {"filter": "COMPARISON_MIN_MAG_MIP_POINT", "address": "clamp", "compare": "less"},
// RUN-SPEC:   "Out": {"zero": 3072}}}
Texture2D<float4> Tex : register(t0);
SamplerState Pt : register(s0);
SamplerComparisonState Cmp : register(s1);
RWStructuredBuffer<float4> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float2 uv = float2((id.x % 11 + 0.3) / 6.0 - 0.5, (id.x % 7 + 0.6) / 5.0);
    int2 o = int2(id.x % 3 - 1, id.x % 5 - 2);
    Out[id.x * 3 + 0] = Tex.GatherAlpha(Pt, uv, int2(-2, 1), int2(0, 1), int2(1, -1), int2(3, -3));
    Out[id.x * 3 + 1] = Tex.GatherRed(Pt, uv, o, -o, int2(1, 1), o.yx);
    Out[id.x * 3 + 2] = Tex.GatherCmpRed(Cmp, uv, 0.5, int2(0, 0), int2(1, 0), int2(0, 1), int2(1, 1));
}
