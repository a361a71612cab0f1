// RUN-FLAGS: -T cs_5_0
// Unbounded resource arrays are shader model 5.1's descriptor ranges; under
// cs_5_0 each register is bound on its own (FXC rejects them there).
Texture2D<float4> Tex[] : register(t0, space1);
RWStructuredBuffer<uint> Bufs[] : register(u0, space2);
Texture2D<float4> Fixed[4] : register(t0);
SamplerState S;
RWStructuredBuffer<float4> o;
[numthreads(1, 1, 1)] void main(uint i : SV_DispatchThreadID)
{
    o[i] = Tex[i % 3].SampleLevel(S, float2(0, 0), 0) + Fixed[1].SampleLevel(S, float2(0, 0), 0);
    Bufs[1][i] = 1;
}
