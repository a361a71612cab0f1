RWStructuredBuffer<uint> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    uint n = 27, steps = 0;
    while (n != 1) { n = (n & 1) ? 3 * n + 1 : n / 2; steps++; }
    do { steps += 2; } while (steps < 200);
    do steps--; while (steps > 150);
    Out[0] = steps;
}
// CHECK: DoWhile
