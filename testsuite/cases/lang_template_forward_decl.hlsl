// A function template declared first and defined later, as C++ allows
// (DXC's longvecs.hlsl declares its dostuff template before main and
// defines it after): the declaration and the definition are one template,
// whose instances take the definition's body even when a call comes before
// it, and the definition may name its parameters differently. A
// non-template overload declared beside it stays a separate function.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 64}}}
// EXPECT: {"Out": {"u32": [1114374144, 1114112000, 1115422720, 1115160576, 1115422720, 1115815936, 1116078080, 1116340224, 1116078080, 1116733440, 1116602368, 1117257728, 1116602368, 1117650944, 1117126656, 1118175232]}}
RWStructuredBuffer<float4> Out : register(u0);

template <typename T, int N> vector<T, N> scale(vector<T, N> v, T k);
template <typename T> T twice(T x);
float twice(float x);

[numthreads(4, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
    float4 v = float4(i, i + 1, i + 2, i + 3);
    Out[i] = scale(v, 2.0f) + scale(float2(1, i), 3.0f).xyxy + twice((int)i) + twice(0.5f);
}

template <typename U, int M> vector<U, M> scale(vector<U, M> w, U f) { return w * f + (U)M; }
template <typename T> T twice(T x) { return x * 2; }
template <typename T> T twice(T x);
float twice(float x) { return x * 100; }
