RWStructuredBuffer<int> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    int a = 3, b = 4, c = 5;
    int r = a + b * c - (a - b) / 2 % 3;
    r += a << 2 >> 1;
    r ^= a & b | c ^ a;
    bool t = a < b && b <= c || a > c && !(a >= b) || a == c != false;
    r = t ? r : -r;
    r = a, b, c;
    Out[0] = r + ~a + +b - -c;
}
// CHECK: Binary || 'bool'
