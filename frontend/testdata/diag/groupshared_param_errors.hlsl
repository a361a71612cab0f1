// RUN-FLAGS: -HV 202x
// groupshared parameters (hlsl-specs proposal 0043): no direction keyword
// beside them, and the argument must be groupshared memory of the same
// type (no conversion changes the memory an object is in).
RWStructuredBuffer<uint> Out : register(u0);
groupshared uint4 Shared4;
groupshared uint Word;
void fn(groupshared uint4 A) { A += 1; }
void bad1(inout groupshared uint x);
void bad2(groupshared out uint x);
void copy(inout uint x) { x++; }
[numthreads(1, 1, 1)]
void main() {
    float4 B = 1.0.xxxx;
    fn(B);
    fn((uint4)B);
    fn(Shared4.xyzw);
    copy(Word);
    fn(Shared4);
    Out[0] = Shared4.x;
}
