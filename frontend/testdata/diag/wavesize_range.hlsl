// RUN-FLAGS: -T cs_6_7
// The range form and sizes that are not powers of two.
RWStructuredBuffer<uint> Out;
[WaveSize(48)] [WaveSize(32, 64)] [numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) { Out[id.x] = WaveGetLaneCount(); }
