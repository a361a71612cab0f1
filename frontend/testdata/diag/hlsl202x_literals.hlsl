// RUN-FLAGS: -HV 202x -T cs_6_6
// HLSL 202x's conforming literals: a decimal literal too large for int64_t
// is read as unsigned with clang's warning; floating suffixes stay f, h, l.
uint64_t big() { return 18446744073709551615; }
RWStructuredBuffer<uint> o;
[numthreads(1, 1, 1)]
void main() {
    o[0] = (uint)big();
    o[1] = 1.0ll;
}
