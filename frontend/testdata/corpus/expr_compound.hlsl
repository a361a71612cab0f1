RWStructuredBuffer<uint> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    uint x = 10;
    x += 1; x -= 2; x *= 3; x /= 2; x %= 7;
    x <<= 2; x >>= 1; x &= 0xFF; x |= 0x100; x ^= 0x3;
    float f = 2;
    f += x; f *= 1.5; f /= 3;
    int i = 5;
    i += 2.7;
    Out[0] = x + (uint)f + i;
}
// CHECK: Assign += 'int' (op type 'float')
