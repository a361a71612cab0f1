StructuredBuffer<float> A : register(t0, space0);
StructuredBuffer<float> B : register(t0, space1);
RWStructuredBuffer<float> C : register(u7, space3);
cbuffer K : register(b3, space2) { float k; };
SamplerState S : register(s1);
[numthreads(1, 1, 1)]
void main() { C[0] = A[0] + B[0] + k; }
// CHECK: Global uniform RWStructuredBuffer<float> C const : register(u7, space3)
