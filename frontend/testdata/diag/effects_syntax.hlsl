// RUN-FLAGS: -T cs_6_0 -E CSMain
// Effect-file (.fx) syntax is parsed and ignored with -Weffects-syntax
// warnings, as DXC does: techniques, state blocks after declarators,
// sampler_state initializers and effect objects.
Texture2D<float4> Tex : register(t0);
SamplerState LinearWrap : register(s0) { Filter = MIN_MAG_MIP_LINEAR; AddressU = Wrap; AddressV = Wrap; };
SamplerState PointClamp { Filter = MIN_MAG_MIP_POINT; };
sampler Legacy : register(s2) = sampler_state { Filter = ANISOTROPIC; };
BlendState NoBlend { BlendEnable[0] = FALSE; };
static const float4 Scale = { 1, 2, 3, 4 }; // a real initializer: braces with '='
struct Params { float4 bias; } GlobalParams;
RWTexture2D<float4> Out : register(u0);

[numthreads(8, 8, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    Out[id.xy] = Tex.SampleLevel(LinearWrap, id.xy / 8.0, 0) * Scale + Tex.SampleLevel(PointClamp, 0, 0);
}

ComputeShader Compiled = CompileShader(cs_5_0, CSMain());
technique11 Main
{
    pass P0
    {
        SetComputeShader(CompileShader(cs_5_0, CSMain()));
    }
}
technique { pass {} }
