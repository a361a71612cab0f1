// The lane count is the wave size: 64 on GCN, lavapipe's subgroup size there.
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint i : SV_GroupIndex) {
    Out[i] = WaveGetLaneCount() + WaveActiveSum(i);
}
