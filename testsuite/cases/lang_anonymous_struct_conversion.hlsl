// HLSL 2021's strict user-defined types still convert implicitly to an
// anonymous struct of the same layout, which no cast can name: DXC keeps
// that legacy conversion (its strict-UDT-casting change and test
// anonymous-strictudt.hlsl: `struct { int x; } local = input.field;`,
// `typedefed retval = (typedefed)local;`). An anonymous struct with a
// typedef name is named and needs the cast, as a named struct does. Each
// conversion keeps the components in order; values pinned by EXPECT.
// RUN-FLAGS: -T cs_6_0
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 16}}}
// EXPECT: {"Out": {"u32": [7, 7, 9, 16]}}
RWStructuredBuffer<int> Out : register(u0);

typedef struct { int x; } Typedefed;
struct Outer { struct { int x; } field; };
struct Pair { int a; float b; };

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Outer input = (Outer)0;
    input.field.x = 7 + (int)id.x;
    struct { int x; } local = input.field;      // anonymous to anonymous
    Typedefed named = (Typedefed)local;          // to a typedef-named one: a cast
    Pair p = { 9, 2.0 };
    struct { int i; float f; } q = p;            // named to anonymous
    Out[0] = local.x;
    Out[1] = named.x;
    Out[2] = q.i;
    Out[3] = q.i + (int)(q.f * 3.5);
}
