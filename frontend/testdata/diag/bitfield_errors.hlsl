struct B {
    uint a : 33;
    float f : 3;
    uint z : 0;
    uint arr[2] : 3;
    int ok : 5;
};
RWStructuredBuffer<uint> o;
[numthreads(1, 1, 1)] void main() {
    B b = { int2(1, 2) };
    B c;
    c.ok = 3;
    o[0] = c.ok;
}
struct ReservedOnly { uint : 8; uint : 24; };
void reservedTooFew() { ReservedOnly r = {1}; }
void reservedTooMany() { ReservedOnly r = {1, 2, 3}; }
struct TwoBits { uint a : 4; uint b : 4; };
void vectorLeaf() { TwoBits t = { uint2(1, 2) }; }
