// Member functions called on an element of a RWStructuredBuffer work on that
// element in the buffer, as C++'s this and DXC's are (the subscript of a
// RWStructuredBuffer is a reference): a method stores only the fields it
// assigns. The element was copied into private memory and the whole copy
// written back after the call, so two threads setting different fields of
// one element overwrote each other's field with its old value. Here even
// and odd threads set the two halves of shared elements, through a sibling
// call, a nested member's method, an array field and a function taking the
// buffer; reads through a method see the buffer after the barrier.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Nodes": {"zero": 2048}, "O": {"zero": 256}}}
// EXPECT: {"O": {"u32": [1, 2010100, 5, 4030302, 9, 6050504, 13, 8070706, 17, 10090908, 21, 12111110, 25, 14131312, 29, 16151514, 33, 18171716, 37, 20191918, 41, 22212120, 45, 24232322, 49, 26252524, 53, 28272726, 57, 30292928, 61, 32313130, 65, 34333332, 69, 36353534, 73, 38373736, 77, 40393938, 81, 42414140, 85, 44434342, 89, 46454544, 93, 48474746, 97, 50494948, 101, 52515150, 105, 54535352, 109, 56555554, 113, 58575756, 117, 60595958, 121, 62616160, 125, 64636362]}}
RWStructuredBuffer<uint> O : register(u0);

struct Pair
{
    uint lo;
    uint hi;
    void setLo(uint v) { lo = v; }
    void setHi(uint v) { hi = v; }
};

struct Node
{
    uint a;
    uint b;
    Pair p;
    uint slots[4];
    void setA(uint v) { a = v; }
    void setB(uint v) { b = v; }
    void setBoth(uint v, bool odd)
    {
        if (odd) setB(v); else setA(v);
    }
    void setSlot(uint j, uint v) { slots[j] = v; }
    uint digest() { return a + b * 100 + p.lo * 10000 + p.hi * 1000000 + slots[0] + slots[1] + slots[2] + slots[3]; }
};

RWStructuredBuffer<Node> Nodes : register(u1);

void setHalf(RWStructuredBuffer<Node> nodes, uint k, uint i)
{
    if (i & 1)
        nodes[k].p.setHi(i + 1);
    else
        nodes[k].p.setLo(i + 1);
}

[numthreads(64, 1, 1)]
void main(uint i : SV_GroupIndex)
{
    uint k = i >> 1;
    Nodes[k].setBoth(i, (i & 1) != 0);
    setHalf(Nodes, k, i);
    Nodes[k + 32].setSlot(i & 1, i);
    AllMemoryBarrierWithGroupSync();
    O[i] = (i & 1) ? Nodes[k].digest() : Nodes[k + 32].digest();
}
