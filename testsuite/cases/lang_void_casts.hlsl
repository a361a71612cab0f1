// (void)x, C's discarded-value expression, which clang (so DXC) takes:
// the operand is evaluated for its side effects and its value dropped —
// an unused variable, a call that writes a buffer, an increment, a
// descriptor heap element (DXC's test writes (void)ResourceDescriptorHeap[i];
// only its index is evaluated) and a resource variable.
// RUN-FLAGS: -T cs_6_6
// LAVAPIPE-SKIP: glslang's HLSL front end has no SM 6.6 descriptor heaps
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"O": {"zero": 32}, "Log": {"zero": 32}}}
// EXPECT: {"O": {"u32": [2100, 3101, 4102, 5103, 6104, 7105, 8106, 9107]}}
RWStructuredBuffer<uint> O : register(u0);
RWStructuredBuffer<uint> Log : register(u1);

uint record(uint i, uint v)
{
    Log[i] = v;
    return v * 2;
}

#define UNUSED(x) (void)(x)

[numthreads(8, 1, 1)]
void main(uint i : SV_DispatchThreadID)
{
    uint unused = i * 3;
    UNUSED(unused);
    (void)record(i, i + 100);
    uint n = i;
    (void)n++;
    (void)ResourceDescriptorHeap[n++];
    (void)Log;
    O[i] = n * 1000 + Log[i];
}
