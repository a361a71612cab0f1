// HLSL 202x's conforming literals (hlsl-specs proposal 0017, DXC PR 6572;
// DXC's test v202x/conforming-literals/valid-literals.hlsl): under -HV 202x
// an unsuffixed floating literal is a float, not a literal float, so
// 1.0 / 3.0 divides floats and 0.5 picks a float overload over a double one;
// integer literals take C's types: a decimal one int (else int64_t), a
// hexadecimal one the first of int, uint, int64_t, uint64_t that holds it;
// 'l' is 64 bits (int64_t), as 202x's long is.
// RUN-FLAGS: -HV 202x -T cs_6_6
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"o": {"zero": 32}}}
// EXPECT: {"o": {"u32": [1, 256, 1, 10, 20, 8, 4, 12]}}
RWStructuredBuffer<uint> o;
uint pick(float x) { return 1; }
uint pick(double x) { return 2; }
uint pickI(int x) { return 10; }
uint pickI(uint x) { return 20; }
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    double d = 1.0 / 3.0;
    o[0] = d == (double)(1.0f / 3.0f) ? 1 : 0;     // computed in float
    uint64_t big = 1l << (40 + id.x);               // int64_t shift
    o[1] = (uint)(big >> 32);
    o[2] = pick(0.5);                               // float, not ambiguous
    o[3] = pickI(7);                                // int
    o[4] = pickI(0x80000000);                       // uint: does not fit int
    o[5] = sizeof(1l);
    o[6] = sizeof(1.5);
    o[7] = (uint)(4.0 * 3);                         // float arithmetic
}
