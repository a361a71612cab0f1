// Constant tables: private arrays filled with constants and never written
// again are read from the kernel's read-only data after its code, through
// a V# built from the program counter, not copied into scratch by every
// invocation. A local const table made by a function inlined twice (both
// copies share the data), read at a divergent index (one 16-byte MUBUF
// load); a static const table read at a uniform index (s_buffer_load);
// a table initialised after a loop; a table of doubles.
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {"P": {"k": 7, "n": 5},
// RUN-SPEC:   "Out": {"zero": 2048}}}
// CHECK-LABEL: main:
// CHECK: s_getpc_b64 s[{{[0-9]+:[0-9]+}}]
// CHECK-NEXT: .Lpc_main:
// CHECK: buffer_load_dwordx4 v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0 offen
// CHECK: s_buffer_load_dword s{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], s{{[0-9]+}}
// CHECK: s_endpgm
// CHECK: .Lconst_main:
// CHECK-NEXT: .long
// REPORT: scratch == 0
cbuffer P : register(b0) { uint k; uint n; };
RWStructuredBuffer<float4> Out : register(u0);

float4 Weights(float d, float a)
{
    return float4(a * d * d, 1.0 - d, d + a, (d - a) * d);
}

float4 Lookup(float x)
{
    const float4 W[8] = {
        Weights(0.0625, -0.5), Weights(0.1875, -0.5), Weights(0.3125, -0.5), Weights(0.4375, -0.5),
        Weights(0.5625, -0.5), Weights(0.6875, -0.5), Weights(0.8125, -0.5), Weights(0.9375, -0.5) };
    return W[(uint)(frac(x) * 8.0)];
}

static const uint Primes[6] = { 2, 3, 5, 7, 11, 13 };

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 a = Lookup(id.x * 0.3);
    float4 b = Lookup(id.x * 0.7 + 0.1);
    uint s = 0;
    for (uint i = 0; i < n; i++)
        s += i * id.x;
    const int Late[5] = { -3, 9, 27, -81, 243 };
    const double D[4] = { 0.1, 0.25, -1.0e10, 3.0e-5 };
    float p = (float)Primes[k % 6];
    Out[id.x * 2] = a * p + b;
    Out[id.x * 2 + 1] = float4(Late[(s + id.x) % 5], (float)(D[id.x & 3] * 3.0), Primes[id.x % 6], s);
}
