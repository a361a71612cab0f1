// SM 5.1 arrays of TextureBuffer<T> indexed by a constant, a uniform and a
// divergent value; a TextureBuffer<T> used as a whole T (a local copy and
// a function argument); a tbuffer without a register next to other t
// resources (it takes the next free t register). Each array element is a
// kernel argument of its own ("Mats.1" in the run spec).
// glslang rejects a TextureBuffer<T> used as a T, so lavapipe counts the
// case as rejected (lang_tbuffer.hlsl runs there).
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Mats.0": {"tint": [1, 2, 3, 4], "id": 10, "k": [0.5, 0.25]},
// RUN-SPEC:   "Mats.1": {"tint": [5, 6, 7, 8], "id": 20, "k": [2, 4]},
// RUN-SPEC:   "Mats.2": {"tint": [9, 10, 11, 12], "id": 30, "k": [8, 16]},
// RUN-SPEC:   "Extra": {"bias": 100, "which": 2},
// RUN-SPEC:   "Ids": {"u32": [2, 0, 1, 2]},
// RUN-SPEC:   "Out": {"zero": 64}}}
// EXPECT: {"Out": {"u32": [1105723392, 1125253120, 1132724224, 1090519040, 1102053376, 1123811328, 1118896128, 1040187392, 1104674816, 1124597760, 1127088128, 1065353216, 1107296256, 1125253120, 1132724224, 1090519040]}}
// FLOAT: Out f32
struct Material { float4 tint; uint id; float k[2]; };
StructuredBuffer<uint> Ids;
TextureBuffer<Material> Mats[3] : register(t4);
tbuffer Extra { float bias; uint which; };
RWStructuredBuffer<float> Out;

float weigh(Material m, uint i) { return m.tint[i] * m.k[i & 1]; }

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = Ids[id.x];                  // divergent
    Material m = Mats[which];            // uniform index, whole struct
    Out[id.x * 4 + 0] = Mats[i].tint[id.x] + Mats[1].id;
    Out[id.x * 4 + 1] = m.k[1] + (float)Mats[i].id + bias;
    Out[id.x * 4 + 2] = weigh(Mats[i], id.x) + weigh(m, 3 - id.x);
    Out[id.x * 4 + 3] = Mats[0].k[i & 1] * Mats[i].k[1];
}
