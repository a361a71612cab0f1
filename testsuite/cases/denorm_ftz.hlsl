// -denorm ftz: every f32 operation reads a denormal operand as a zero of
// its sign and writes a denormal result as one (FLOAT_DENORM_MODE_32 = 0);
// the operations that only move bits (negation, abs, select, stores) keep
// them. denorm_preserve.hlsl runs the same kernel keeping denormals: the
// pinned outputs differ in every word that sees a denormal.
// RUN-FLAGS: -denorm ftz
// XFAIL: llvm: llc folds x * 1.0 to x under denormal-fp-math-f32=preserve-sign (LLVM lets flushing happen, it does not require it), so word 0 keeps the denormal GCN's v_mul_f32 flushes
// LAVAPIPE-SKIP: glslang's HLSL front end has no denormal mode (SPIR-V's DenormFlushToZero is not emitted), so lavapipe keeps or flushes as its CPU does
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Src": {"f32": [1e-40, -1e-40, 5e-39, 1.0, 1e-38, 2e-38, 3.0, -2.5e-39, 0, 1.5e-45, -3e-39, 1.1754942e-38, 0.5, -7e-39, 2.3509886e-38, -1.0]},
// RUN-SPEC:   "Out": {"zero": 640}}}
// EXPECT: {"Out": {"u32": [0, 0, 0, 1065353216, 1065353216, 1065353216, 2147555010, 0, 3212836864, 1065353216, 2147483648, 2147483648, 0, 0, 0, 0, 71362, 0, 2147483648, 7136238, 0, 0, 0, 14272477, 14272477, 14272477, 2151051767, 0, 2161756125, 14272477, 1065353216, 1904214016, 1, 1082130432, 1077936128, 1088421888, 3212836864, 1056964608, 3221225472, 1065353216, 0, 0, 0, 0, 0, 0, 2154619886, 0, 0, 2149267708, 14272477, 853133277, 1, 14272477, 14272477, 31049693, 2161756125, 0, 14272477, 14272477, 1077936128, 1916796928, 1, 1077936128, 1077936128, 1094713344, 3225419776, 1069547520, 1077936128, 1077936128, 2147483648, 2147483648, 0, 2147483648, 2147483648, 2147483648, 1784060, 0, 0, 2149624520, 0, 0, 0, 0, 0, 0, 2147483648, 0, 0, 8388607, 0, 0, 0, 1056964608, 1056964608, 1056964608, 2147483649, 0, 3204448256, 1056964608, 2147483648, 2147483648, 0, 2147483648, 2147483648, 2147483648, 2140872, 0, 0, 2152479015, 0, 0, 0, 16777215, 16777215, 16777215, 2155872255, 0, 2164260863, 16777215, 1056964608, 1895825408, 1, 3204448256, 1056964608, 1065353216, 3204448256, 1048576000, 1069547520, 1056964608, 2147483648, 2147483648, 0, 0, 0, 0, 4995367, 0, 2147483648, 71362, 16777215, 855638015, 1, 16777215, 16777215, 33554431, 2164260863, 8388608, 16777215, 16777215, 3212836864, 4051697664, 0, 3212836864, 0, 3229614080, 1065353216, 1056964608, 3212836864, 3212836864]}}
StructuredBuffer<float> Src : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(16, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float x = Src[id.x];
    float y = Src[(id.x + 3) & 15];
    uint o = id.x * 10;
    Out[o] = asuint(x * 1.0);
    Out[o + 1] = asuint(x * 1.2676506e30); // 2^100: a denormal becomes a normal number
    Out[o + 2] = x > 0.0 ? 1 : 0;
    Out[o + 3] = asuint(x + y);
    Out[o + 4] = asuint(max(x, y));
    Out[o + 5] = asuint(mad(x, 4.0, y));
    Out[o + 6] = asuint(-x);
    Out[o + 7] = asuint(abs(x) * 0.5);
    Out[o + 8] = asuint(x - y);
    Out[o + 9] = asuint(x == 0.0 ? y : x);
}
