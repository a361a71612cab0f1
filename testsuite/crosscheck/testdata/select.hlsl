// HLSL 2021's select, which glslang 12 lacks (the cross-check defines it
// for glslang).
StructuredBuffer<float3> In : register(t0);
RWStructuredBuffer<float3> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
    float3 x = In[i];
    Out[i] = select(x < 0.5, 12.92 * x, x * x - 0.055);
}
