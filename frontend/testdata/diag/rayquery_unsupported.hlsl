// RUN-FLAGS: -T cs_6_5
// RayQuery (inline ray tracing) is a type; gfx9 has no ray tracing
// hardware, so a RayQuery where the entry point reaches is an error at the
// declaration and each use. A function the entry does not reach compiles
// (DXC drops it): Unreached has none of these errors.
RaytracingAccelerationStructure Scene : register(t0);
RWStructuredBuffer<float> Out : register(u0);

float Unreached(float3 o)
{
    RayQuery<RAY_FLAG_CULL_NON_OPAQUE | RAY_FLAG_SKIP_PROCEDURAL_PRIMITIVES, 0> q;
    RayDesc r; r.Origin = o; r.Direction = float3(0, 0, 1); r.TMin = 0; r.TMax = 1e9;
    q.TraceRayInline(Scene, RAY_FLAG_NONE, 0xFF, r);
    while (q.Proceed()) {}
    return q.CommittedStatus() == COMMITTED_TRIANGLE_HIT ? q.CommittedRayT() : -1;
}

bool Occluded(RayDesc r)
{
    RayQuery<RAY_FLAG_ACCEPT_FIRST_HIT_AND_END_SEARCH> q;
    q.TraceRayInline(Scene, RAY_FLAG_NONE, 0xFF, r);
    return q.Proceed();
}

[numthreads(64, 1, 1)]
void main(uint i : SV_DispatchThreadID)
{
    RayQuery<RAY_FLAG_CULL_NON_OPAQUE> q;
    RayDesc r = (RayDesc)0;
    Out[i] = Occluded(r) ? RAY_FLAG_CULL_NON_OPAQUE : 0;
}
