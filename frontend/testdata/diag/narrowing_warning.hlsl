// DXC warns when an implicit conversion narrows the component storage:
// double to float (also as the argument of a float-only intrinsic such as
// sqrt, which computes in float), 64-bit to 32-bit integers; not for
// literals, widenings, explicit casts or min-precision targets.
RWStructuredBuffer<double> Out : register(u0);
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    double d = Out[id.x];
    uint64_t w = (uint64_t)d;
    float f = d;
    uint u = w;
    double3 d3 = d;
    float3 f3 = d3;
    min16float m = f;
    float lit = 1.5;
    Out[0] = sqrt(d) + f + (float)d + u + f3.x + m + lit + rcp(d);
}
