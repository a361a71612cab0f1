// Initializers as real code writes them: arrays sized by their initializer,
// flat (brace-elided) initializers of arrays of vectors, structs and
// matrices, mixed with nested braces, struct copies into unsized arrays,
// and a uniform global array sized by its (ignored) initializer.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 64}, "Globals": {"weights": [0.5, 0.25, 0.125]}}}
// EXPECT: {"Out": {"u32": [6, 4, 3, 4, 6, 3, 6, 3, 3, 1056964608, 12, 0, 0, 0, 0, 0]}}
struct S { float2 p; uint k; };
static const float2 offs[] = { 1, 2, 3, 4, 5, 6 };
static const S tab[] = { 1, 2, 3, {4, 5, 6} };
static const uint4 v4 = { 1, 2, 3, 4 };
static const float3x2 m = { 1, 2, {3, 4}, 5, 6 };
float weights[] = { 9, 9, 9 };
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(1, 1, 1)]
void main()
{
    S one = { 1, 2, 3 };
    S copy[] = tab;
    float a[] = { 1, 2, 3 };
    Out[0] = offs[2].y;
    Out[1] = tab[1].p.x;
    Out[2] = tab[0].k;
    Out[3] = v4.w;
    Out[4] = m._32;
    Out[5] = one.k;
    Out[6] = copy[1].k;
    Out[7] = a[2];
    Out[8] = sizeof(weights) / sizeof(float);
    Out[9] = asuint(weights[0]);
    Out[10] = sizeof(S);
}
