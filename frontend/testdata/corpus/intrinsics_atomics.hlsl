groupshared uint counter;
groupshared int mins[4];
RWStructuredBuffer<uint> Buf : register(u0);
RWTexture2D<uint> Img : register(u1);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex) {
    uint prev;
    InterlockedAdd(counter, 1);
    InterlockedAdd(counter, 2, prev);
    InterlockedMin(mins[gi % 4], -(int)gi);
    InterlockedMax(Buf[0], id.x);
    InterlockedAnd(Buf[1], 0xF);
    InterlockedOr(Buf[2], 1, prev);
    InterlockedXor(Img[id.xy], 3);
    InterlockedExchange(Buf[3], 7, prev);
    InterlockedCompareExchange(Buf[4], 0, 1, prev);
    InterlockedCompareStore(counter, 5, 6);
}
// CHECK: Intrinsic InterlockedMin(int, int) 'void'
