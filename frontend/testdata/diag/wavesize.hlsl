// RUN-FLAGS: -T cs_6_6
// [WaveSize(n)]: a power of two from 4 to 128 (DXC), and gfx9's waves have
// 64 lanes, so only WaveSize(64) can be honoured.
RWStructuredBuffer<uint> Out;
[WaveSize(32)] [numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) { Out[id.x] = WaveGetLaneCount(); }
