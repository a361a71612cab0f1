RWStructuredBuffer<uint> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    bool2 a = bool2(true, false);
    bool2 b = !a;
    bool2 c = a && b;
    bool2 d = a || b;
    int2 e = int2(1, 2) > 1;
    Out[0] = any(c) + all(d) + e.y;
}
