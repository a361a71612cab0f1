// Matrix transform (seed document 000's ByteAddressBuffer.Load4 example): a
// 4x3 affine transform stored as three float4 rows, applied to float3
// positions; the result is stored with Store3.
// FLOAT: Out f32
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Xf": {"f32": [0.5, 0, 1, 10, 0, 2, -1, -3, 1.5, 0.25, 1, 0.125]},
// RUN-SPEC:   "Pos": {"f32": [1, 2, 3, -1, 0, 4, 0.5, 0.5, 0.5, 7, -8, 9, 3, 3, 3, 10, 20, 30, -5, 0.25, 2, 1, 1, 1,
// RUN-SPEC:     2, 4, 8, 16, 32, 64, -2, -4, -8, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 6, 5, 4, 3, 2, 1, 0.75, 0.5, 0.25,
// RUN-SPEC:     11, 12, 13, 14, 15, 16, 17, 18, 19, -11, -12, -13, 1.25, 2.5, 3.75, 100, 200, 300, 9, 8, 7, 6, 5, 4,
// RUN-SPEC:     -1, -1, -1, 0.1, 0.2, 0.3]},
// RUN-SPEC:   "Out": {"zero": 384}}}
// The 12 matrix words are wave-invariant: scalar loads into SGPRs, used as
// SGPR operands of the VALU multiplies; the matrix costs no VGPRs.
// CHECK-LABEL: main:
// CHECK: s_buffer_load_dword{{x[0-9]+}} s[{{[0-9]+:[0-9]+}}], [[XF:s\[[0-9]+:[0-9]+\]]], 0x0
// CHECK-NOT: buffer_load_dword v{{[0-9]+}}, {{.*}}[[XF]]
// CHECK: v_mul_f32_e32 v{{[0-9]+}}, s{{[0-9]+}}, v{{[0-9]+}}
// CHECK-NOT: v_readfirstlane
// REPORT: vgprs <= 8
// REPORT: smem >= 4
// REPORT: waves == 10
ByteAddressBuffer Xf : register(t0);
ByteAddressBuffer Pos : register(t1);
RWByteAddressBuffer Out : register(u0);

[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 r0 = asfloat(Xf.Load4(0));
    float4 r1 = asfloat(Xf.Load4(16));
    float4 r2 = asfloat(Xf.Load4(32));
    float4x3 m = float4x3(r0.x, r1.x, r2.x, r0.y, r1.y, r2.y, r0.z, r1.z, r2.z, r0.w, r1.w, r2.w);
    float3 p = asfloat(Pos.Load3(id.x * 12));
    float3 q = mul(float4(p, 1.0f), m);
    Out.Store3(id.x * 12, asuint(q));
}
