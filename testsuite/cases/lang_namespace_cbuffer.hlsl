// A cbuffer declared in a namespace: DXC declares its members at global
// scope (its issue 7322: 'a', not 'ns::a'), clang in the namespace; hlslc
// takes both spellings for the same member.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Params::Consts": {"Params::scale": 1.5, "Params::bias": 2, "Params::tint": [7, 8, 9, 10]}, "Params::Out": {"zero": 16}}}
// EXPECT: {"Params::Out": {"u32": [1091567616, 1094189056, 1096810496, 1099169792]}}
namespace Params {
    cbuffer Consts : register(b0) {
        float scale;
        float bias;
        float4 tint;
    }
    RWStructuredBuffer<float> Out : register(u0);
}

[numthreads(4, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
    Params::Out[i] = scale * i + Params::bias + tint[i];
}
