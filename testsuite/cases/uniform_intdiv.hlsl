// Integer division and remainder by uniform (cbuffer) divisors, signed and
// unsigned, of uniform and per-lane dividends; divisors are non-zero.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"P": {"du": 7, "ds": -5, "x": 1000003},
// RUN-SPEC:   "Out": {"zero": 1536}}}
cbuffer P : register(b0) { uint du; int ds; uint x; };
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    int v = (int)(id.x * 2654435761u);
    uint o = id.x * 6;
    Out[o] = (x / du) + (x % du) * 1000000;
    Out[o + 1] = (uint)((int)x / ds) ^ (uint)((int)x % ds);
    Out[o + 2] = (id.x * 12345u) / du;
    Out[o + 3] = (uint)(v / ds);
    Out[o + 4] = (uint)(v % ds);
    Out[o + 5] = ((uint)v) % (du + id.x);
}
