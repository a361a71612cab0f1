// A file shared with Direct3D 9-style pixel code: legacy samplers
// (sampler2D, samplerCUBE) and tex2D/texCUBE in a function the compute entry
// point does not reach. DXC's front end takes them and compiles the compute
// entry; so does hlslc.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"O": {"zero": 32}}}
// EXPECT: {"O": {"u32": [0, 3, 6, 9, 12, 15, 18, 21]}}
sampler2D Base : register(s0);
samplerCUBE Env : register(s1);
float4 PSMain(float2 uv : TEXCOORD0, float3 n : NORMAL) : SV_Target
{
    return tex2D(Base, uv) * texCUBE(Env, n) + tex2Dlod(Base, float4(uv, 0, 0));
}
RWStructuredBuffer<uint> O : register(u0);
[numthreads(8, 1, 1)]
void main(uint i : SV_DispatchThreadID)
{
    O[i] = i * 3;
}
