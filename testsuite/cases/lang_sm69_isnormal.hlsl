// Shader model 6.9's isnormal beside isnan, isinf and isfinite (DXC's
// CodeGenDXIL test IsSpecialFloat6.9): a value is normal when it is
// finite and at least the smallest normal magnitude (2^-126 in f32, 2^-14
// in f16), so zero, subnormals, infinities and NaN are not. Bit patterns
// around each boundary, both signs, scalar and vector, f32 and f16.
// RUN-FLAGS: -T cs_6_9 -enable-16bit-types
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 256}}}
// EXPECT: {"Out": {"u32": [0, 0, 0, 4, 0, 0, 0, 4, 1, 1, 5, 7, 1, 1, 7, 7, 1, 1, 7, 7, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 4, 0, 0, 0, 4, 1, 1, 5, 7, 1, 1, 7, 7, 1, 1, 7, 7, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0, 4]}}
RWStructuredBuffer<uint> Out : register(u0);

static const uint bits32[8] = { 0x00000000u, 0x007fffffu, 0x00800000u, 0x3f800000u,
                                0x7f7fffffu, 0x7f800000u, 0x7fc00000u, 0x00000001u };
static const uint16_t bits16[8] = { 0x0000, 0x03ff, 0x0400, 0x3c00, 0x7bff, 0x7c00, 0x7e00, 0x0001 };

[numthreads(16, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x & 7;
    uint sign = id.x >= 8 ? 0x80000000u : 0u;
    float f = asfloat(bits32[i] | sign);
    float16_t h = asfloat16((uint16_t)(bits16[i] | (sign >> 16)));
    bool4 v = isnormal(float4(f, f * 0.5f, -f, 0.0f));
    bool2 hv = isnormal(vector<float16_t, 2>(h, -h));
    Out[id.x * 4 + 0] = isnormal(f) ? 1u : 0u;
    Out[id.x * 4 + 1] = isnormal(h) ? 1u : 0u;
    Out[id.x * 4 + 2] = (v.x ? 1u : 0u) | (v.y ? 2u : 0u) | (v.z ? 4u : 0u) | (v.w ? 8u : 0u);
    Out[id.x * 4 + 3] = (hv.x ? 1u : 0u) | (hv.y ? 2u : 0u) | (isfinite(f) ? 4u : 0u) | (isinf(h) ? 8u : 0u);
}
