// Interlocked* on a field of a member function's object (a counter or bit
// set wrapped in a struct): called on a groupshared object or on a
// RWStructuredBuffer element, the object is that memory, so the atomic is
// one on it, as DXC takes it once the call is inlined. Was "the
// destination of 'InterlockedAdd' must be groupshared memory or an
// element of a RW resource" at the field.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"O": {"zero": 256}, "Counters": {"zero": 40}}}
// EXPECT: {"O": {"u32": [65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599, 65599]}, "Counters": {"u32": [32, 65535, 65535, 65535, 65535, 32, 0, 0, 0, 0]}}
struct Counter
{
    uint n;
    uint hits[4];
    uint inc()
    {
        uint old;
        InterlockedAdd(n, 1, old);
        return old;
    }
    void hit(uint k) { InterlockedOr(hits[k & 3], 1u << (k >> 2)); }
};

groupshared Counter g;
RWStructuredBuffer<Counter> Counters : register(u1);
RWStructuredBuffer<uint> O : register(u0);

[numthreads(64, 1, 1)]
void main(uint i : SV_GroupIndex)
{
    if (i == 0)
    {
        g.n = 0;
        g.hits[0] = 0;
        g.hits[1] = 0;
        g.hits[2] = 0;
        g.hits[3] = 0;
    }
    GroupMemoryBarrierWithGroupSync();
    uint slot = g.inc();
    g.hit(i);
    Counters[i & 1].inc();
    if ((i & 1) == 0)
    {
        Counters[0].hit(i >> 1);
        Counters[0].hit((i >> 1) + 32);
    }
    GroupMemoryBarrierWithGroupSync();
    O[i] = slot < 64 ? g.n + g.hits[i & 3] : 0;
}
