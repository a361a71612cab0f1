// Two positions with w = 1 (and two directions with w = -1) transformed by
// one cbuffer matrix: GVN shares each product m[i][3] * 1.0 (and * -1.0)
// among the transforms. Under the flushing denormal mode (hlslc's default)
// the product is the cbuffer value with a denormal flushed, and every sum
// that reads it flushes its operands too, so Algebraic puts the value
// itself there: the sums read the SGPR, no VGPR holds a product, and a
// w = -1 term is a subtraction. m[1][3] and m[2][3] are denormals: the
// sums still see them as zeros.
// XFAIL: llvm: llc folds x * 1.0 to x under denormal-fp-math-f32=preserve-sign (LLVM lets flushing happen, it does not require it), so the stored m[1][3] * 1.0 keeps the denormal GCN's v_mul_f32 flushes
// LAVAPIPE-SKIP: glslang's HLSL front end has no denormal mode (SPIR-V's DenormFlushToZero is not emitted), so lavapipe keeps or flushes as its CPU does
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "P": {"m": [[1, 2, 3, 4], [5, 6, 7, 1e-40], [9, 10, 11, -2e-39], [13, 14, 15, 16]]},
// RUN-SPEC:   "Pos": {"f32": [1, 2, -3, 4, 0.5, 0.25, 1e-39, 8, -1, -2, 3, -4, 100, 200, 0, 0]},
// RUN-SPEC:   "Out": {"zero": 384}}}
// CHECK-LABEL: main:
// CHECK-NOT: -1.0
// CHECK-COUNT-1: , 1.0{{$}}
// CHECK-NOT: -1.0
// CHECK: s_endpgm
// REPORT: vgprs <= 20
cbuffer P : register(b0)
{
    float4x4 m;
};
StructuredBuffer<float2> Pos : register(t0);
RWStructuredBuffer<float4> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float2 p = Pos[id.x];
    float4 a = mul(m, float4(p, 0.5, 1.0));
    float4 b = mul(m, float4(p.yx, 0.25, 1.0));
    float4 c = mul(m, float4(p * 2.0, p.x, -1.0));
    float4 d = mul(m, float4(p.y, p.x, 3.0, -1.0));
    Out[id.x] = a + b;
    Out[id.x + 8] = c * d;
    // a store reads the product as it is: it stays, flushing m[1][3]
    Out[id.x + 16] = float4(a.x, m[1][3] * 1.0, b.y, 0);
}
