// Brace initialization of structs with bit fields (HLSL 2021; DXC's test
// bitfields.hlsl initializes them so): the leaves fill the fields as
// declared, every bit field taking one scalar, an unnamed one and ": 0"
// too, whose values are dropped (DXC's flattening; hlsl-specs issue 383);
// the bit fields of one storage unit are packed into it, each truncated to
// its width (a signed field's value reads back sign-extended from its top
// bit: 9 in 4 bits is -7). Nested
// structs, arrays of them, a whole struct as one leaf, a field declaration
// list ("uint k : 6, i : 15, j : 11;") and ordinary fields around the units.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 128}}}
// EXPECT: {"Out": {"u32": [7, 60, 1000, 2047, 4294967293, 4294967289, 4294959698, 200303, 7, 61, 1000, 2047, 4294967293, 4294967289, 4294959698, 200303,
// EXPECT:   7, 62, 1000, 2047, 4294967293, 4294967289, 4294959698, 200303, 7, 63, 1000, 2047, 4294967293, 4294967289, 4294959698, 200303]}}
struct Id { int subid : 32; int : 0; };
struct Pair { Id foo; Id foo2; };
struct Pad { uint a : 4; uint : 4; uint b : 8; };
struct P { uint l; uint k : 6, i : 15, j : 11; float2 v; int s : 4; int t : 4; };
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Pair test = { {0, 0}, {1, 0} };
    Pad pd = { 3, 99, 200 };
    P p = { 7, id.x + 60, 1000, 2047, float2(1, 2), -3, 9 };
    P arr[2] = { p, { 1, 2, 3, 4, 5.0, 6.0, 7, -8 } };
    Out[id.x * 8 + 0] = p.l;
    Out[id.x * 8 + 1] = p.k;
    Out[id.x * 8 + 2] = p.i;
    Out[id.x * 8 + 3] = p.j;
    Out[id.x * 8 + 4] = (uint)p.s;
    Out[id.x * 8 + 5] = (uint)p.t;
    Out[id.x * 8 + 6] = arr[1].k + arr[1].j * 100 + (uint)(arr[1].t * 1000);
    Out[id.x * 8 + 7] = test.foo2.subid + (uint)arr[0].v.y + pd.a * 100 + pd.b * 1000;
}
