// Direct3D 9's samplers and tex* functions are taken where the entry point
// does not reach them (the pixel shader below), as DXC's front end takes
// them; a use the compute entry point reaches is an error.
sampler2D Base : register(s0);
samplerCUBE Env;
float4 PSMain(float2 uv : TEXCOORD0, float3 n : NORMAL) : SV_Target
{
    return tex2D(Base, uv) * texCUBE(Env, n);
}
RWStructuredBuffer<float4> O : register(u0);
[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID)
{
    O[i] = tex2Dlod(Base, float4(0.5, 0.5, 0, 0));
}
