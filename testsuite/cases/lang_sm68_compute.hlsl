// Shader model 6.8 in a compute shader: [WaveSize(min, max, preferred)]
// whose range holds gfx9's 64, Barrier(MemoryTypeFlags, SemanticFlags)
// and Barrier(uav, SemanticFlags) in place of the SM 5 barrier functions
// (GROUP_SHARED_MEMORY with GROUP_SYNC is GroupMemoryBarrierWithGroupSync,
// UAV_MEMORY with DEVICE_SCOPE is DeviceMemoryBarrier), and expanded
// comparison sampling: SampleCmpBias, SampleCmpGrad and the LOD queries
// through a comparison sampler. Coordinates stay clear of texel
// boundaries; each quad's footprint is 1 to 8 texels, so the implicit
// LOD (and the bias) picks different mips across the group.
// RUN-FLAGS: -T cs_6_8
// LAVAPIPE-SKIP: glslang takes no cs_6_8 HLSL (Barrier, SampleCmpBias, WaveSize ranges)
// FLOAT: Out sampled
// CHECK-LABEL: main:
// CHECK: s_barrier
// CHECK: image_sample_c_b
// CHECK: image_sample_c_d
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {
// RUN-SPEC:   "Depth": {"dims": [32, 32], "format": "R32_FLOAT", "levels": "full", "generate": "noise"},
// RUN-SPEC:   "Le": {"filter": "COMPARISON_MIN_MAG_MIP_POINT", "address": "clamp", "compare": "less_equal"},
// RUN-SPEC:   "Out": {"zero": 1024}, "Sum": {"zero": 4}}}
Texture2D<float> Depth : register(t0);
SamplerComparisonState Le : register(s0);
RWStructuredBuffer<float4> Out : register(u0);
RWStructuredBuffer<uint> Sum : register(u1);
groupshared uint Part[128];

[WaveSize(16, 128, 32)]
[numthreads(128, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    Part[gi] = id.x * 3 + 1;
    Barrier(GROUP_SHARED_MEMORY, GROUP_SYNC | GROUP_SCOPE);
    uint n = Part[(gi + 1) % 128] + Part[127 - gi];
    Barrier(GROUP_SHARED_MEMORY, GROUP_SYNC);
    Part[gi] = n;
    Barrier(ALL_MEMORY, GROUP_SYNC | DEVICE_SCOPE);
    n += Part[(gi + 71) % 128];

    float step = (1u << (gi / 4 % 4)) / 64.0;
    float2 uv = float2((gi % 4) * step + (gi / 16 % 4) * 0.03125 + (gi / 64) * 0.125 + 0.0078125, (gi % 4) * step * 0.5 + 0.2578125);
    float ref = (id.x % 11) * 0.1;
    float bias = (int(gi % 5) - 2) * 0.75;
    float a = Depth.SampleCmpBias(Le, uv, ref, bias);
    float b = Depth.SampleCmpGrad(Le, uv, ref, float2(step, 0), float2(0, step * 0.5));
    float c = Depth.CalculateLevelOfDetail(Le, uv);
    float d = Depth.CalculateLevelOfDetailUnclamped(Le, uv * 0.25);
    Out[id.x] = float4(a, b, c, d);
    Barrier(Out, DEVICE_SCOPE);
    InterlockedAdd(Sum[0], n);
    Barrier(UAV_MEMORY, DEVICE_SCOPE | GROUP_SCOPE);
}
