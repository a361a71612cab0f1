RWStructuredBuffer<int> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    int s = 0;
    for (int i = 0, j = 10; i < j; i++, j--) s += i * j;
    for (;;) { s++; if (s > 100) break; }
    int k;
    for (k = 0; k < 3; k++) { if (k == 1) continue; s += k; }
    for (int a = 0; a < 2; a++) for (int b = 0; b < 2; b++) s += a + b;
    Out[0] = s;
}
// CHECK: Binary , 'int'
