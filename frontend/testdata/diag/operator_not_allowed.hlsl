struct S {
    float v;
    void operator=(S s) { v = s.v; }
    S operator<<(uint n) { return this; }
    S operator+(S o) { S r; r.v = v + o.v; return r; }
};
RWStructuredBuffer<float> o;
[numthreads(1, 1, 1)] void main() { S a; a.v = 1; S b = a + 2; o[0] = b.v; }
