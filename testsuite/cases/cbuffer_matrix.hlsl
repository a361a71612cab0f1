// A column-major (the default) float4x4 in a cbuffer, given in the run spec
// row by row (m[row][column]), as testsuite/vk and the run spec's nested
// arrays read it.

// FLOAT: Out f32
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "P": {"m": [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16]], "k": 2},
// RUN-SPEC:   "Out": {"zero": 32}}}
// CHECK-LABEL: main:
// CHECK: s_buffer_load_dwordx16
// REPORT: vmem <= 8
cbuffer P : register(b0)
{
    float4x4 m;
    float k;
};
RWStructuredBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main()
{
    float4 v = mul(m, float4(1, 2, 3, 4));
    Out[0] = v.x; Out[1] = v.y; Out[2] = v.z; Out[3] = v.w;
    Out[4] = m[1][2];
    Out[5] = m[3][0] * k;
    Out[6] = m._m01;
    Out[7] = m[0].w;
}
