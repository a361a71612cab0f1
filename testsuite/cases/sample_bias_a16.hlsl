// SampleBias (SM 6.6 implicit LOD in compute, 1D quads) with 16-bit
// addresses: min16float coordinates and bias give image_sample_b with
// a16, the coordinates packed two to a VGPR and the bias an f16 in the
// low half of its own VGPR, as RADV's ACO emits it for gfx9 (and LLVM 19
// lowers a half bias). The same samples with float operands of the same
// values (32-bit addresses) must return the same bits on every thread:
// Count[0] counts the threads where all four agree. SampleCmpBias and a
// bias on a 2D array take the same path.
// RUN-FLAGS: -T cs_6_6
// LAVAPIPE-SKIP: glslang's HLSL front end turns SampleBias in a compute shader into a sample at LOD 0 (OpImageSampleExplicitLod Lod 0)
// FLOAT: Out sampled
// CHECK-LABEL: main:
// CHECK: image_sample_b v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0xf a16{{$}}
// CHECK: image_sample_b v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0xf{{$}}
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {
// RUN-SPEC:   "Tex": {"dims": [32, 16], "format": "R8G8B8A8_UNORM", "levels": "full", "generate": "noise"},
// RUN-SPEC:   "Arr": {"dims": [16, 16, 3], "format": "R16G16B16A16_FLOAT", "levels": "full", "generate": "noise"},
// RUN-SPEC:   "Lin": {"filter": "MIN_MAG_MIP_LINEAR", "address": "wrap"},
// RUN-SPEC:   "Out": {"zero": 2048}, "Count": {"zero": 4}}}
// EXPECT: {"Count": {"u32": [128]}}
Texture2D<float4> Tex : register(t0);
Texture2DArray<float4> Arr : register(t1);
SamplerState Lin : register(s0);
RWStructuredBuffer<float4> Out : register(u0);
RWStructuredBuffer<uint> Count : register(u1);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint l = id.x;
    // multiples of 1/64 and 1/8: exact in f16; a footprint of 1 to 8
    // texels per thread across each quad
    float step = (1u << (l / 4 % 4)) / 32.0;
    float2 uv = float2((l % 4) * step + (l / 16) * 0.015625, (l % 4) * step * 0.5 + 0.125);
    float bias = (int(l % 7) - 3) * 0.625;
    min16float2 uvh = min16float2(half2(uv));
    min16float biash = min16float(half(bias));
    float4 a = Tex.SampleBias(Lin, uvh, biash);
    float4 b = Tex.SampleBias(Lin, uv, bias);
    float4 c = Arr.SampleBias(Lin, min16float3(uvh, min16float(l % 3)), biash);
    float4 d = Arr.SampleBias(Lin, float3(uv, l % 3), bias);
    uint o = l * 4;
    Out[o + 0] = a;
    Out[o + 1] = b;
    Out[o + 2] = c;
    Out[o + 3] = d;
    if (all(asuint(a) == asuint(b)) && all(asuint(c) == asuint(d)))
        InterlockedAdd(Count[0], 1);
}
