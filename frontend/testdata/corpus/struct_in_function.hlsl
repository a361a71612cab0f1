RWStructuredBuffer<float> Out : register(u0);
struct Pair { float a; float b; };
Pair make(float a, float b) { Pair p; p.a = a; p.b = b; return p; }
[numthreads(1, 1, 1)]
void main() {
    Pair p = make(1, 2);
    Pair q = p;
    q.a += p.b;
    Out[0] = q.a;
}
