// RUN-FLAGS: -T cs_6_8
// [WaveSize(min, max[, preferred])] (SM 6.8): powers of two from 4 to 128,
// min below max, the preferred size inside the range; gfx9 honours a range
// only if it holds 64.
RWStructuredBuffer<uint> Out;
[WaveSize(64, 32)] [WaveSize(4, 32)] [WaveSize(16, 64, 8)] [WaveSize(4, 128, 24)] [WaveSize(4, 8, 16, 32)] [WaveSize(32, 128, 32)]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) { Out[id.x] = WaveGetLaneCount(); }
