// RUN-FLAGS: -T cs_6_5
// [WaveSize] is shader model 6.6's.
RWStructuredBuffer<uint> Out;
[WaveSize(64)] [numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) { Out[id.x] = WaveGetLaneCount(); }
