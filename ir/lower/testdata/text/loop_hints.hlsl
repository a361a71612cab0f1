// Loop attributes reach the IR as hints on the loop terminator: [loop]
// keeps the loop (dont_unroll), [unroll(2)] asks for two copies of the
// body (unroll 2), [unroll] for a complete unrolling (unroll) when the
// lowering itself could not do it (here the trip count is per lane).
RWStructuredBuffer<uint> Buf : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint s = 0;
    [loop] for (uint i = 0; i < 4; i++) s += i;
    [unroll(2)] for (uint j = 0; j < id.x; j++) s += j;
    [unroll] for (uint k = 0; k < id.x; k++) s ^= k;
    Buf[id.x] = s;
}
