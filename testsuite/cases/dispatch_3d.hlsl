// A three-dimensional dispatch: SV_GroupID, SV_GroupThreadID,
// SV_DispatchThreadID and SV_GroupIndex for numthreads(4, 4, 2) over a
// 2x3x2 grid.
// RUN-SPEC: {"dispatch": [2, 3, 2], "resources": {"Out": {"zero": 6144}}}
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(4, 4, 2)]
void main(uint3 gid : SV_GroupID, uint3 gtid : SV_GroupThreadID, uint3 dtid : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    uint flat = (dtid.z * 12 + dtid.y) * 8 + dtid.x;
    Out[flat * 4] = gid.x + gid.y * 10 + gid.z * 100;
    Out[flat * 4 + 1] = gtid.x + gtid.y * 10 + gtid.z * 100;
    Out[flat * 4 + 2] = dtid.x + dtid.y * 100 + dtid.z * 10000;
    Out[flat * 4 + 3] = gi;
}
