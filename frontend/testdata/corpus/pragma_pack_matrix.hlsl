#pragma pack_matrix(row_major)
cbuffer M : register(b0) { float4x4 a; float3x3 b; };
#pragma pack_matrix(column_major)
cbuffer N : register(b1) { float4x4 c; };
RWStructuredBuffer<float4> Out : register(u0);
[numthreads(1, 1, 1)]
void main() { Out[0] = a[0] + c[1] + b[0].xyzz; }
// LAYOUT: offset    0 size   64 float4x4 a row_major
// LAYOUT: offset   64 size   44 float3x3 b row_major
// LAYOUT: offset    0 size   64 float4x4 c column_major
