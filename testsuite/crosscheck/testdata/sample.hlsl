// Linear filtering rounds differently in every implementation: compared
// with point sampling.
Texture2D<float4> Tex : register(t0);
SamplerState Smp : register(s0);
RWStructuredBuffer<float4> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
    float2 uv = float2(i % 8, i / 8) / 8.0 + 0.37 / 64.0;
    Out[i] = Tex.SampleLevel(Smp, uv, 0.3);
}
