// Gathers: Gather and GatherRed/Green/Blue/Alpha on an RGBA8 texture, with
// immediate and programmable offsets, on a 2D array, and GatherRed of a
// uint texture (no filtering: exact integers). The four-offset forms are
// texture_gather_offsets4. Coordinates stay clear of texel boundaries, where models
// that round coordinates differently pick other texels.
// FLOAT: Out sampled
// CHECK-LABEL: main:
// CHECK: image_gather4_lz v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0x1
// CHECK: image_gather4_lz_o
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Tex": {"dims": [6, 5], "format": "R8G8B8A8_UNORM", "generate": "noise"},
// RUN-SPEC:   "Arr": {"dims": [4, 4, 2], "format": "R16G16_FLOAT", "generate": {"pattern": "noise", "seed": 3}},
// RUN-SPEC:   "Ids": {"dims": [7, 3], "format": "R16_UINT", "generate": "noise"},
// RUN-SPEC:   "Pt": {"filter": "MIN_MAG_MIP_POINT", "address": "wrap"},
// RUN-SPEC:   "Out": {"zero": 8192},
// RUN-SPEC:   "OutU": {"zero": 1024}}}
Texture2D<float4> Tex : register(t0);
Texture2DArray<float2> Arr : register(t1);
Texture2D<uint> Ids : register(t2);
SamplerState Pt : register(s0);
RWStructuredBuffer<float4> Out : register(u0);
RWStructuredBuffer<uint4> OutU : register(u1);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float2 uv = float2((id.x % 11 + 0.3) / 6.0 - 0.5, (id.x % 7 + 0.6) / 5.0);
    int2 o = int2(id.x % 3 - 1, id.x % 5 - 2);
    uint b = id.x * 8;
    Out[b + 0] = Tex.Gather(Pt, uv);
    Out[b + 1] = Tex.GatherGreen(Pt, uv, int2(1, 0));
    Out[b + 2] = Tex.GatherBlue(Pt, uv, o);
    Out[b + 3] = Tex.GatherAlpha(Pt, uv, int2(-2, 1));
    Out[b + 4] = Arr.GatherRed(Pt, float3((id.x % 5 + 0.4) / 4.0, (id.x % 3 + 0.7) / 4.0, id.x % 2));
    Out[b + 5] = Arr.GatherGreen(Pt, float3((id.x % 5 + 0.4) / 4.0, (id.x % 3 + 0.7) / 4.0, 1), int2(-1, 2));
    Out[b + 6] = Tex.GatherRed(Pt, uv, int2(1, 2));
    Out[b + 7] = float4(0, 0, 0, 0);
    OutU[id.x] = Ids.GatherRed(Pt, float2((id.x % 9 + 0.3) / 7.0, (id.x % 4 + 0.45) / 3.0), o);
}
