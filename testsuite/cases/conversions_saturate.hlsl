// float to int conversion of out-of-range values and NaN: the interpreter
// saturates (NaN gives 0) as D3D does; SPIR-V OpConvertFToS/FToU leave
// out-of-range values undefined, so lavapipe is not compared.
// LAVAPIPE-SKIP: SPIR-V float-to-integer conversion of out-of-range values and NaN is undefined
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "F": {"f32": [3e9, -3e9, 5e9, -1, 1e38, -1e38, 2147483520, -2147483648]},
// RUN-SPEC:   "Out": {"zero": 128}}}
StructuredBuffer<float> F : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float f = F[id.x];
    float nan = asfloat(0x7fc00000u + id.x);
    uint o = id.x * 4;
    Out[o] = (uint)(int)f;
    Out[o + 1] = (uint)f;
    Out[o + 2] = (uint)(int)nan;
    Out[o + 3] = (uint)(nan * f);
}
