// An entry parameter of struct type whose members carry the thread-id
// semantics (common in real code bases: DXC flattens it), with a nested
// struct and signed members, checked against the plain parameters.
// RUN-SPEC: {"dispatch": [2, 3, 1], "resources": {"Out": {"zero": 4608}}}
RWStructuredBuffer<uint> Out : register(u0);

struct GroupIds {
    uint3 group : SV_GroupID;
    int2 thread : SV_GroupThreadID;
};

struct CSInput {
    uint3 dispatch : SV_DispatchThreadID;
    GroupIds ids;
    uint index : SV_GroupIndex;
};

[numthreads(8, 4, 2)]
void main(CSInput input, uint3 g : SV_GroupID, uint gi : SV_GroupIndex, uint3 d : SV_DispatchThreadID)
{
    uint flat = (g.y * 2 + g.x) * 64 + gi;
    uint same = (all(input.dispatch == d) && all(input.ids.group == g) && input.index == gi) ? 1 : 0;
    Out[flat * 3] = same;
    Out[flat * 3 + 1] = input.ids.thread.x * 10 + input.ids.thread.y;
    Out[flat * 3 + 2] = input.dispatch.x | (input.dispatch.y << 8) | (input.index << 16);
}
