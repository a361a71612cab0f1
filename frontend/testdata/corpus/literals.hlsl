RWStructuredBuffer<uint> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    uint a = 0x1F + 0XffU + 017 + 42u + 7U;
    float b = 1.5f + 2.0 + .5 + 1e3 + 2.5e-2f + 3.f + 1.0h + 6E+2;
    double c = 1.0l + 2.5L;
    int d = -2147483647 - 1;
    int64_t e = 5l;
    bool t = true, f = false;
    Out[0] = a + (uint)b + (uint)c + (uint)d + (uint)e + t + f;
}
// CHECK: IntLit 350 'uint'
