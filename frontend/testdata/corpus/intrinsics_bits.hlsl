RWStructuredBuffer<uint> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    uint x = 0xF0F0;
    uint2 y = uint2(1, 0x80000000);
    uint r = countbits(x) + reversebits(x) + firstbitlow(x) + firstbithigh(x) + firstbithigh(-5);
    uint2 r2 = countbits(y) + firstbitlow(y);
    Out[0] = r + r2.x + r2.y;
}
