// Resources declared in a cbuffer are global resources (check.go
// cbufferResource): their register annotation must match their class, they
// take no packoffset and no initializer; a member holding resources takes
// no register annotation (its resources are bound implicitly).
struct M { Texture2D<float> t; float k; };
cbuffer CB : register(b0)
{
    Texture2D<float> wrongClass : register(u1);
    Texture2D<float> packed : packoffset(c1);
    Texture2D<float> initialized = 0;
    M bound : register(t2);
    globallycoherent Texture2D<float> coherent;
};
RWStructuredBuffer<float> o;
[numthreads(1, 1, 1)]
void main() { o[0] = wrongClass[uint2(0, 0)] + packed[uint2(0, 0)] + bound.k + coherent[uint2(0, 0)]; }
