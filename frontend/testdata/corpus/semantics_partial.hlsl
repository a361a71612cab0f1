RWStructuredBuffer<uint> Out : register(u0);
[numthreads(64, 1, 1)]
void main(uint id : SV_DispatchThreadID, uint2 g : SV_GroupID) {
    Out[id] = g.x;
}
