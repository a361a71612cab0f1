// Nested divergent if/else with values merged after each level.
// EXPECT: {"Out": {"u32": [112345, 100016, 100032, 100016, 100064, 100024, 100044, 100040, 128, 32, 160, 64, 38, 40, 224, 88, 8, 48, 32, 112, 10, 56, 11, 136, 26, 64, 13, 160, 14, 72, 20, 184, 4294967263, 80, 4294967261, 208, 14, 88, 4294967257, 232, 4294967255, 96, 8, 2258, 4294967251, 104, 4294967249, 2282, 2, 112, 4294967245, 2306, 4294967243, 120, 4294967292, 2330, 4294967239, 128, 4294967237, 2354, 4294967286, 136, 4294967233, 2378]}}
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 256}}}
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    uint r = 1;
    if (i & 1) {
        if (i & 2) {
            r = i * 3;
            if (i > 40)
                r += 1000;
            else
                r -= 1;
        } else {
            r = i + 7;
        }
        r *= 2;
    } else if (i % 3 == 0) {
        r = 50 - i;
        if (i == 0)
            r = 12345;
    } else {
        if (i < 16) {
            r = i << 4;
        } else if (i < 32) {
            r = i >> 1;
        } else {
            r = ~i;
        }
    }
    Out[i] = r + (i < 8 ? 100000 : 0);
}
