// Structured buffers of structs: read fields of one element, update fields of
// another (f32 fields are compared as floats, the others exactly).
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Particles": {"f32": [1, 2, 3, 0.5, 4, 5, 6, 0.25, -1, -2, -3, 2, 0, 0, 1, 1, 9, 8, 7, 0.125, 3, 3, 3, 3, 5, 6, 7, 8, 1, 1, 1, 0]},
// RUN-SPEC:   "Ids": {"u32": [3, 0, 2, 1, 7, 9, 2, 2]},
// RUN-SPEC:   "Out": {"zero": 256}}}
struct Particle {
    float3 pos;
    float mass;
};
struct Result {
    float3 p;
    uint id;
    float e;
    int flags;
    float2 extra; // pads the element to 32 bytes, the stride glslang gives it too
};
StructuredBuffer<Particle> Particles : register(t0);
StructuredBuffer<uint> Ids : register(t1);
RWStructuredBuffer<Result> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint j = Ids[id.x];
    Particle q = Particles[j];
    Result r;
    r.p = q.pos * 2 + float3(id.x, 0, -1);
    r.id = j;
    r.e = 0.5f * q.mass * dot(q.pos, q.pos);
    r.flags = j >= 8 ? -1 : (int)j * 3;
    r.extra = q.pos.xy - q.mass;
    Out[id.x] = r;
    if (id.x == 7)
        Out[0].id = 777;
}
