// Inlining with in, out and inout parameters and an early return.
RWStructuredBuffer<int> Buf : register(u0);
int clampAdd(int a, inout int b, out int c)
{
    c = a - b;
    if (a < 0)
        return 0;
    b += a;
    return b;
}
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    int b = Buf[id.x];
    int c;
    int r = clampAdd((int)id.x - 3, b, c);
    Buf[id.x] = r + b * c;
}
