// DXR's enumerators (RAY_FLAG_*, HIT_KIND_*, COMMITTED_*, CANDIDATE_*) are
// predeclared in every stage, as DXC has them: a compute shader stores them
// (for a later ray tracing pass) and a ray generation function beside it
// passes them to TraceRay; a file's own definition of one replaces it.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 64}}}
// EXPECT: {"Out": {"u32": [0, 640, 255, 9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]}}
RaytracingAccelerationStructure Scene : register(t0);
RWStructuredBuffer<uint> Out : register(u0);
static const uint CANDIDATE_PROCEDURAL_PRIMITIVE = 7; // replaces DXR's 1

struct Payload { float4 color; };

[shader("raygeneration")]
void RayGen()
{
    RayDesc ray;
    ray.Origin = float3(0, 0, 0);
    ray.Direction = float3(0, 0, 1);
    ray.TMin = 0;
    ray.TMax = 100;
    Payload p;
    TraceRay(Scene, RAY_FLAG_CULL_BACK_FACING_TRIANGLES | RAY_FLAG_FORCE_OPAQUE, 0xFF, 0, 1, 0, ray, p);
}

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint flags[4] = { RAY_FLAG_NONE, RAY_FLAG_SKIP_PROCEDURAL_PRIMITIVES | RAY_FLAG_CULL_NON_OPAQUE,
                      HIT_KIND_TRIANGLE_BACK_FACE, COMMITTED_PROCEDURAL_PRIMITIVE_HIT + CANDIDATE_PROCEDURAL_PRIMITIVE };
    Out[id.x] = flags[id.x];
}
