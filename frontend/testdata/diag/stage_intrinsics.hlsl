// RUN-FLAGS: -T cs_6_5
// Intrinsics of other stages are errors where the entry point reaches
// them (as DXC validates the code it keeps); a function nobody calls, as in
// a header shared with ray tracing shaders, may use them.
RWStructuredBuffer<float> Out : register(u0);
float3 HitPosition() { return WorldRayOrigin() + RayTCurrent() * WorldRayDirection(); }
float2 Barycentrics(BuiltInTriangleIntersectionAttributes attr) { return attr.barycentrics; }
float Reached() { return RayTMin(); }
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float v = Out[id.x];
    clip(v);
    Out[id.x] = ddx(v) + noise(v) + Reached();
    printf("v=%f\n", v);
    uint p = pack_u8(uint4(1, 2, 3, 4));
    uint4 m = WaveMatch(v);
}
