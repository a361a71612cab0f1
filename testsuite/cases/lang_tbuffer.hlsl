// tbuffer and TextureBuffer<T>: constant data bound as a shader resource
// (register t), packed by the cbuffer rules (DXC, FXC): scalars share a
// 16-byte row, a float3 takes a scalar in its w, a float2 does not straddle
// a row, array elements start on a row, a row-major matrix takes a row per
// row. Members read with constant, uniform (from a cbuffer) and divergent
// indices (a TextureBuffer<T> used as a whole T: lang_tbuffer_array.hlsl,
// which glslang rejects). glslang lays the same blocks out as std430 storage buffers; the harness fills both from
// the members, so lavapipe checks the values, not the packing.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Sel": {"pick": 2},
// RUN-SPEC:   "Consts": {"scale": 2.5, "count": 7, "offset3": [1, 2, 3], "w": 4, "uv2": [8, 9],
// RUN-SPEC:     "weights": [10, 20, 30, 40], "rm": [1, 2, 3, 4, 5, 6]},
// RUN-SPEC:   "Light": {"color": [0.5, 0.25, 0.125, 1], "id": 11, "falloff": [100, 200, 300]},
// RUN-SPEC:   "Out": {"zero": 144}}}
// EXPECT: {"Out": {"u32": [1075838976, 1088421888, 1082130432, 1090519040, 1109393408, 1106247680, 1137180672, 1065353216, 1095761920, 1107820544, 1102053376, 1099956224, 1075838976, 1088421888, 1082130432, 1090519040, 1112014848, 1106247680, 1140457472, 1065353216, 1095761920, 1108082688, 1107296256, 1099956224, 1075838976, 1088421888, 1082130432, 1090519040, 1114636288, 1106247680, 1142292480, 1065353216, 1095761920, 1108344832, 1109917696, 1099956224]}}
// FLOAT: Out f32
cbuffer Sel : register(b0) { uint pick; };
tbuffer Consts : register(t1)
{
    float scale;
    uint count;
    float3 offset3;
    float w;
    float2 uv2;
    float weights[4];
    row_major float2x3 rm;
};
struct LightData { float4 color; uint id; float falloff[3]; };
TextureBuffer<LightData> Light;
RWStructuredBuffer<float> Out : register(u0);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    if (id.x >= 3)
        return;
    uint o = id.x * 12;
    Out[o + 0] = scale;
    Out[o + 1] = (float)count;
    Out[o + 2] = w;
    Out[o + 3] = uv2.x;
    Out[o + 4] = weights[id.x] + weights[pick];     // divergent and uniform indices
    Out[o + 5] = weights[3] - weights[0] + offset3.x - 1;
    Out[o + 6] = Light.falloff[id.x] + Light.falloff[pick % 3];
    Out[o + 7] = Light.color.x * 2;
    Out[o + 8] = (float)Light.id + offset3.y;
    Out[o + 9] = rm[1][id.x] + rm[0][pick] * 10;
    Out[o + 10] = dot(Light.color.xyz, float3(8, 16, 32)) + weights[id.x];
    Out[o + 11] = offset3.z * 6 + Light.falloff[0] * 0;
}
