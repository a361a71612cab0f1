struct Counter {
    uint n;
    void inc() { n++; }
    uint get() { return n; }
    uint n() { return 0; }
};
cbuffer CB { Counter shared_c; };
RWStructuredBuffer<uint> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    Counter c = (Counter)0;
    c.inc();
    shared_c.inc();
    Out[0] = c.get() + c.missing() + c.n(1);
}
