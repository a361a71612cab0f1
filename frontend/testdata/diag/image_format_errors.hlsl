[[vk::image_format("rgba9")]] RWTexture2D<float4> A;
[[vk::image_format("rgba8")]] RWBuffer<float4> B;
[[vk::image_format("rgba8")]] RWStructuredBuffer<float4> C;
[[vk::image_format]] RWTexture2D<float4> D;
[[vk::image_format("r32f")]] RWTexture2D<float> E;
struct S { float a[]; };
[numthreads(1, 1, 1)] void main() { A[uint2(0, 0)] = 0; E[uint2(0, 0)] = 0; }
