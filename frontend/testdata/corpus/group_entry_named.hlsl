// RUN-FLAGS: -E CSMain
RWStructuredBuffer<uint> Out : register(u0);
[numthreads(16, 16, 4)]
void CSMain(uint3 id : SV_DispatchThreadID) { Out[id.x] = id.y; }
void main() {}
// CHECK: Function void CSMain(in uint3 id : SV_DispatchThreadID) entry numthreads(16,16,4)
