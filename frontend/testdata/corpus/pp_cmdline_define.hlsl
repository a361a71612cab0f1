// RUN-FLAGS: -D WIDTH=32 -D USE_FAST
#ifndef USE_FAST
#error "USE_FAST not defined"
#endif
RWStructuredBuffer<uint> Out : register(u0);
[numthreads(WIDTH, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) { Out[id.x] = USE_FAST; }
// CHECK: entry numthreads(32,1,1)
