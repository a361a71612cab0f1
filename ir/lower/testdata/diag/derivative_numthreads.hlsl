// RUN-FLAGS: -T cs_6_6
RWStructuredBuffer<float> Out : register(u0);
[numthreads(17, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float f = id.x * 0.5;
    Out[id.x] = ddx_fine(f * f);
}
// ERROR: derivative_numthreads.hlsl:7:17: error: 'ddx_fine' uses derivatives in a compute shader with numthreads(17, 1, 1); derivatives require numthreads to be 1D and a multiple of 4, or 2D/3D with X and Y both multiples of 2
