// A member function that writes its object through a derived-to-base cast
// of this (((B)this).a = v, DXC's l-value HLSLDerivedToBase cast) modifies
// the object: the write was dropped, the member function taking its object
// by value because only writes rooted in this itself marked it as one that
// assigns its object.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"O": {"zero": 16}}}
// EXPECT: {"O": {"u32": [72, 82, 92, 102]}}
RWStructuredBuffer<uint> O : register(u0);

struct B
{
    uint a;
};

struct D : B
{
    uint k;
    void setBase(uint v) { ((B)this).a = v; }
};

[numthreads(4, 1, 1)]
void main(uint i : SV_GroupIndex)
{
    D d;
    d.a = i;
    d.k = 2;
    d.setBase(i + 7);
    O[i] = d.a * 10 + d.k;
}
