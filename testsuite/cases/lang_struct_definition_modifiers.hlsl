// A struct defined in the declaration of its variables takes the
// declaration's modifiers (C's "static struct { ... } x;"): a groupshared
// array of an unnamed struct (the DirectX SDK's FluidCS11 caches particles
// so), and a static const unnamed struct holding a resource, initialized
// with braces.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Tex": {"dims": [2, 1], "texels": [1, 2, 3, 4, 5, 6, 7, 8]},
// RUN-SPEC:   "Out": {"zero": 256}}}
// EXPECT: {"Out": {"u32": [1098383360, 1106771968, 1084751872, 1084227584, 1099169792, 1106771968, 1088421888, 1090519040, 1096286208, 1104674816, 1083703296, 1088421888, 1097334784, 1104674816, 1087373312, 1092616192, 1094189056, 1102577664, 1082654720, 1091567616, 1095237632, 1102577664, 1086324736, 1094713344, 1092091904, 1100480512, 1081081856, 1093664768, 1093140480, 1100480512, 1085276160, 1096810496, 1089470464, 1097859072, 1078984704, 1095761920, 1091043328, 1097859072, 1084227584, 1098907648, 1085276160, 1093664768, 1076887552, 1097859072, 1087373312, 1093664768, 1083179008, 1099956224, 1080033280, 1088421888, 1074790400, 1099431936, 1083179008, 1088421888, 1082130432, 1101004800, 1069547520, 1077936128, 1071644672, 1100480512, 1075838976, 1077936128, 1080033280, 1102053376]}}
// FLOAT: Out f32
Texture2D<float4> Tex : register(t0);
RWStructuredBuffer<float4> Out : register(u0);

groupshared struct { float2 position; float density; } Cache[16];
static const struct { Texture2D<float4> tex; float scale; } Source = { Tex, 0.5 };
static struct Counter { uint n; } Counted = { 3 };

[numthreads(16, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    Cache[gi].position = float2(gi, gi * 2);
    Cache[gi].density = gi * 0.25;
    GroupMemoryBarrierWithGroupSync();
    Counted.n += gi;
    uint other = 15 - gi;
    Out[gi] = float4(Cache[other].position, Cache[other].density, Counted.n) + Source.tex.Load(int3(gi & 1, 0, 0)) * Source.scale;
}
