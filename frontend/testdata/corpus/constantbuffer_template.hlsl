struct Light { float3 dir; float intensity; float4 color; };
ConstantBuffer<Light> gLight : register(b1);
ConstantBuffer<Light> gLight2 : register(b2, space1);
RWStructuredBuffer<float4> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    Out[0] = gLight.color * gLight.intensity + gLight2.color;
}
// CHECK: Global uniform ConstantBuffer<struct Light> gLight const : register(b1, space0)
// LAYOUT: ConstantBuffer<struct Light> gLight : register(b1) size=32
// LAYOUT: offset   16 size   16 float4 color
