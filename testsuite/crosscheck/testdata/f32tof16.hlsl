// f32tof16 rounds toward zero in D3D; the cross-check gives glslang that
// rule. Values across f16's range: denormals, past the largest finite f16,
// infinities.
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<uint4> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
    float x = In[i] * 1.2345678 + In[i + 1] * 0.001;
    Out[2 * i] = f32tof16(float4(x, x * exp2(-18.0), x * exp2(-24.5), x * 20000.0));
    Out[2 * i + 1] = uint4(f32tof16(x * exp2(-14.0)), f32tof16(float3(asfloat(0x7f800000u | (asuint(x) & 0x80000000u)), x * 1e-30, -x)));
}
