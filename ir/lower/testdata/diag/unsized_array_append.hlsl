AppendStructuredBuffer<uint> Outs[] : register(u0, space1);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Outs[0].Append(id.x);
}
// ERROR: unsized_array_append.hlsl:5:5: error: an AppendStructuredBuffer from 'Outs' is not supported by hlslc (its hidden counter is a resource of its own here)
