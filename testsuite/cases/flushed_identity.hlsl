// Under the default flushing f32 mode (FLOAT_DENORM_MODE_32 = 0) a product
// by 1.0 is its factor with a denormal flushed; where only an add, a
// multiply or a mad reads it, that reader reads the factor, which it
// flushes itself (the combiner's foldFlushedIdentity). The inputs hold
// denormals, also in the uniform factor w (an SGPR); the product stored as
// it is keeps its v_mul_f32 and stores the flushed zero.
// XFAIL: llvm: llc folds x * 1.0 to x under denormal-fp-math-f32=preserve-sign (LLVM lets flushing happen, it does not require it), so the stored product keeps the denormal GCN's v_mul_f32 flushes
// LAVAPIPE-SKIP: glslang's HLSL front end has no denormal mode (SPIR-V's DenormFlushToZero is not emitted), so lavapipe keeps or flushes as its CPU does
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Src": {"f32": [1e-40, -2.5, 5e-39, 1.5, -1e-40, 2e-38, 3.0, -2.5e-39, 0, 1.5e-45, -3e-39, 1.1754942e-38, 0.5, -7e-39, 2.3509886e-38, -1.0]},
// RUN-SPEC:   "Out": {"zero": 256}}}
// CHECK-LABEL: main:
// CHECK-NOT: v_mad_f32 {{.*}}1.0
// CHECK: v_mul_f32_e32 {{v[0-9]+}}, 1.0, {{v[0-9]+}}
// CHECK-NOT: v_mul_f32_e32 {{v[0-9]+}}, 1.0,
// CHECK: s_endpgm
StructuredBuffer<float> Src : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(16, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float x = Src[id.x];
    float y = Src[(id.x + 5) & 15];
    float w = Src[0];
    float4 p = float4(x, y, 1.0, y);
    float4 m = float4(Src[1], Src[2], w, Src[3]);
    uint o = id.x * 4;
    Out[o] = asuint(dot(m, p));
    float z = Src[(id.x + 9) & 15];
    Out[o + 1] = asuint((y * 1.0) * x);
    Out[o + 2] = asuint(x - z * 1.0);
    Out[o + 3] = asuint(x * 1.0);
}
