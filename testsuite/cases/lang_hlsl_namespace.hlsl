// HLSL 202x declares the intrinsics in the implicit namespace hlsl (DXC's
// CodeGenDXIL tests hlsl-namespace-qualified-call and
// hlsl-using-namespace-call; hlsl-specs proposal 0001): hlsl::f(x) calls
// the intrinsic f, "using namespace hlsl;" needs no declaration of hlsl, a
// namespace whose directive nominates hlsl makes N::f name the intrinsic,
// and a program may add members to hlsl. ::f names the global intrinsic;
// the unqualified names stay (frontend TestHLSLNamespace has the rules and
// the 2021 errors).
// RUN-FLAGS: -HV 202x
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 192}}}
// EXPECT: {"Out": {"u32": [3, 2, 11, 4294967295, 25, 3, 2, 1, 13, 4294967295, 27, 4, 1, 0, 15, 4294967295, 30, 3, 0, 0, 17, 0, 0, 4, 1, 0, 19, 1, 3, 5, 2, 2, 21, 2, 5, 6, 3, 5, 23, 2, 8, 7, 4, 8, 25, 2, 9, 10]}}
RWStructuredBuffer<int> Out : register(u0);

namespace hlsl {
    int twice(int x) { return x * 2; }
}

namespace Math {
    using namespace hlsl;
    int Spread(int3 v) { return max(v.x, v.y) - min(v.y, v.z); }
    int Dot(int3 a, int3 b);
}

int Math::Dot(int3 a, int3 b) { return dot(a, b); }

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    int x = (int)id.x - 3;
    int3 v = int3(x, 2 * x + 1, 5 - x);
    Out[id.x * 6 + 0] = hlsl::abs(x);
    Out[id.x * 6 + 1] = Math::Spread(v);
    Out[id.x * 6 + 2] = Math::Dot(v, int3(1, 2, 3));
    Out[id.x * 6 + 3] = Math::clamp(x, -1, 2);
    Out[id.x * 6 + 4] = ::countbits((uint)x) + hlsl::twice(x);
    {
        using namespace hlsl;
        Out[id.x * 6 + 5] = twice(firstbithigh(id.x + 1)) + abs(x);
    }
}
