cbuffer M : register(b0) {
    row_major float4x4 view;
    column_major float4x4 proj;
    float3x4 plain;
};
RWStructuredBuffer<float4> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    row_major float2x2 local = { 1, 2, 3, 4 };
    Out[0] = mul(view, mul(proj, float4(1, 2, 3, 1))) + mul(plain, float4(1, 1, 1, 1)).xyzz + local[0].xyxy;
}
// LAYOUT: offset  128 size   60 float3x4 plain column_major
