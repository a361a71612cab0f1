// A switch with fall-through is a loop construct that runs once.
RWStructuredBuffer<uint> Buf : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint r = 0;
    switch (Buf[id.x]) {
    case 1:
        r = 4;
    case 2:
        r += 1;
        break;
    default:
        r = 9;
    }
    Buf[id.x] = r;
}
