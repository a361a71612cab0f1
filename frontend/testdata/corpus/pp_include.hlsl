#include "inc/common.hlsli"
#include "inc/common.hlsli"
#include "inc/guarded.hlsli"
#include "inc/guarded.hlsli"
RWStructuredBuffer<Item> Out : register(u0);
[numthreads(LANES, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Item it;
    it.value = twice(id.x);
    it.key = kGuarded;
    Out[id.x] = it;
}
// CHECK: entry numthreads(64,1,1)
