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
