// Resources declared in a cbuffer or tbuffer (FXC's syntax, which DXC
// keeps: PR 175): each is a global resource bound by its register
// annotation or implicitly, taking no room in the buffer; a member of a
// struct type holding resources splits as a non-static global of that type
// does (its resources are globals named after their paths, "m.t"; its
// numbers are the member, "m.tint"). Values pinned by EXPECT.
// RUN-FLAGS: -T cs_6_0
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "CB": {"scale": [2, 3, 4, 5], "m.tint": [10, 20, 30, 40], "last": 1000},
// RUN-SPEC:   "TB": {"tb": 7},
// RUN-SPEC:   "plain": {"u32": [1, 2, 3, 4]},
// RUN-SPEC:   "m.t": {"u32": [100, 200, 300, 400]},
// RUN-SPEC:   "arr.0": {"u32": [5, 6]}, "arr.1": {"u32": [50, 60]},
// RUN-SPEC:   "intb": {"u32": [9, 8, 7]},
// RUN-SPEC:   "Out": {"zero": 16}}}
// EXPECT: {"Out": {"u32": [4, 360, 1060, 14]}}
RWStructuredBuffer<uint> Out : register(u0);

struct M { ByteAddressBuffer t; uint4 tint; };

cbuffer CB : register(b0)
{
    uint4 scale;
    ByteAddressBuffer plain : register(t4);
    M m;
    uint last;
    ByteAddressBuffer arr[2];
};

tbuffer TB { uint tb; ByteAddressBuffer intb; };

uint viaParam(M p, uint i) { return p.t.Load(i * 4) + p.tint.w; }

[numthreads(4, 1, 1)]
void main(uint i : SV_GroupIndex)
{
    uint v = 0;
    switch (i)
    {
    case 0: v = plain.Load(4) * scale.x; break;                 // 2 * 2
    case 1: v = viaParam(m, 2) + m.tint.y; break;               // 300 + 40 + 20
    case 2: v = arr[i - 1].Load(4) + last; break;               // 60 + 1000
    case 3: v = intb.Load(8) + tb + scale.z - scale.w + 1; break; // 7 + 7 + 4 - 5 + 1
    }
    Out[i] = v;
}
