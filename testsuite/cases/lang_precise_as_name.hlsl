// 'precise' is a modifier keyword only where a type or another modifier
// follows it; elsewhere it is a name, as DXC takes it (the LLVM offload
// test suite's fma.fp64 declares `double4 precise = fma(...)` and reads
// precise.x): a local, a struct field, in expressions; `precise float`,
// `precise in float` and `static const precise float` keep the modifier.
// Was "unexpected 'precise'". Values by hand: 1 + 2 + 3 * 2 + 4 * 2 = 17.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"O": {"zero": 4}}}
// EXPECT: {"O": {"u32": [1099431936]}}
struct S { float precise; };
RWStructuredBuffer<float> O : register(u0);

precise float g(precise float a, precise in float b) { precise float c = a * b; return c; }

[numthreads(1, 1, 1)]
void main() {
    float4 precise = float4(1, 2, 3, 4);
    S s;
    s.precise = precise.y;
    static const precise float k = 2;
    O[0] = precise.x + s.precise + g(precise.z, k) + (precise * 2).w;
}
