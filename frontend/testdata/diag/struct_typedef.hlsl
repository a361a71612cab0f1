// A typedef in a struct body: DXC does not take it (hlsl-specs issue 517),
// an alias declaration it does; a nested forward declaration is fine.
struct S
{
    struct Inner;
    typedef float2 F2;
    using U = uint;
    struct Inner { U u; };
    Inner i;
};
RWStructuredBuffer<uint> Out;
[numthreads(1, 1, 1)]
void main() { S s; s.i.u = 1; Out[0] = s.i.u; }
