// The entry point declared first with its attributes and defined later
// without them (a header declaring the kernel, as C++ code does): the
// definition inherits [numthreads] from the declaration, as clang merges
// the inheritable attributes of a function's declarations (DXC's HLSL
// attributes are inheritable); a default argument given on a function's
// prototype holds for calls after its definition, as in C++.
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {"O": {"zero": 64}}}
// EXPECT: {"O": {"u32": [0, 102, 204, 306, 408, 510, 612, 714, 16, 118, 220, 322, 424, 526, 628, 730]}}
RWStructuredBuffer<uint> O : register(u0);

uint Scale(uint x, uint k = 2);
uint Scale(uint x, uint k) { return x * k; }

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex);

void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    O[id.x] = Scale(id.x) + Scale(gi, 100);
}
