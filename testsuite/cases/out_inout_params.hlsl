// Functions with out and inout parameters (scalars, vectors and a struct),
// called in a loop and in a branch; an out parameter written on every path.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 1024}}}
// XFAIL: lavapipe: a lane whose loop ends before the wave's longest trip count gets its last accumulate(acc, v) applied a second time (lane 1: acc = (2*lo, 0), not (lo, 3*lo); lanes with the longest trip count agree): glslang's inout copy-out or llvmpipe's divergent loop; hlslc, the interpreter and the LLVM path agree
// The functions are inlined: no calls, and out/inout values stay in
// registers (no scratch).
// CHECK-LABEL: main:
// CHECK-NOT: s_swappc_b64
// CHECK-NOT: s_setpc_b64
// CHECK: s_endpgm
// REPORT: scratch == 0
RWStructuredBuffer<uint> Out : register(u0);

struct Pair { uint lo; uint hi; };

void split(uint v, out uint lo, out uint hi)
{
    lo = v & 0xffff;
    hi = v >> 16;
}

void accumulate(inout uint2 acc, uint v)
{
    acc.x += v;
    acc.y ^= v * 3;
}

void classify(uint v, out Pair p)
{
    if (v & 1) {
        p.lo = v;
        p.hi = 1;
    } else {
        p.lo = v >> 1;
        p.hi = 0;
    }
}

uint bump(inout uint x)
{
    x = x * 2 + 1;
    return x + 100;
}

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint lo, hi;
    split(id.x * 40503u + 77777u, lo, hi);
    uint2 acc = uint2(0, 0);
    for (uint i = 0; i < (id.x & 7); i++)
        accumulate(acc, lo + i);
    Pair p;
    classify(hi + id.x, p);
    uint x = id.x;
    uint r = 0;
    if (id.x > 20)
        r = bump(x);
    Out[id.x * 4] = acc.x;
    Out[id.x * 4 + 1] = acc.y;
    Out[id.x * 4 + 2] = p.lo * 10 + p.hi;
    Out[id.x * 4 + 3] = r + x;
}
