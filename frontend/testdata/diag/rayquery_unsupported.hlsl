RaytracingAccelerationStructure Scene : register(t0);
RWStructuredBuffer<float> Out : register(u0);
[numthreads(64, 1, 1)]
void main(uint i : SV_DispatchThreadID)
{
    RayQuery<RAY_FLAG_CULL_NON_OPAQUE> q;
    Out[i] = RAY_FLAG_CULL_NON_OPAQUE;
}
