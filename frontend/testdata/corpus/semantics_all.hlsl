RWStructuredBuffer<uint4> Out : register(u0);
[numthreads(4, 4, 4)]
void main(uint3 dtid : SV_DispatchThreadID, uint3 gid : SV_GroupID, uint3 gtid : SV_GroupThreadID, uint gi : SV_GroupIndex) {
    Out[gi] = uint4(dtid.x, gid.y, gtid.z, gi);
}
