// RUN-FLAGS: -T cs_6_9
// Shader model 6.9 long vectors (hlsl-specs proposal 0026) are not allowed
// in cbuffers, tbuffers or typed resources, have no swizzles, and only the
// elementwise intrinsics take them; 1024 elements at most.
cbuffer CB { vector<float, 6> cbv; float other; };
struct P { vector<int, 5> v; };
ConstantBuffer<P> CP;
RWBuffer<vector<float, 5> > TB;
RWStructuredBuffer<float> Out;
vector<uint, 1025> tooLong;
[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
    vector<float, 5> a = 1;
    float2 s = a.xy;
    Out[0] = length(a) + normalize(a)[0] + cross(a, a)[0] + mul(a, 2.0f)[0] + dot(a, a);
}
