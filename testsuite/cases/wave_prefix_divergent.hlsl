// WavePrefixSum and WavePrefixProduct over the active lanes of a divergent
// branch (inactive lanes contribute nothing), and WaveActiveSum of floats
// that are exact in f32 (small integers; powers of two for the product),
// so the order does not matter.
// WAVE-SIZE-DEPENDENT
// FLOAT: Out f32
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {"Out": {"zero": 2048}}}
RWStructuredBuffer<float> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    float x = (float)((i * 13) % 17);
    uint o = i * 4;
    Out[o] = 0;
    Out[o + 1] = 0;
    if ((i & 3) != 0) {
        Out[o] = WavePrefixSum(x);
        Out[o + 1] = (float)WavePrefixSum(i);
    }
    Out[o + 2] = WaveActiveSum(x);
    Out[o + 3] = (i & 15) < 5 ? WavePrefixProduct((float)(1u << (i % 3))) : -1.0f;
}
