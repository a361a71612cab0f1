RWStructuredBuffer<int> Out : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    int v = id.x;
    if (v == 0) v = 10;
    else if (v == 1) { v = 20; }
    else if (v < 5) v = 30; else v = 40;
    if (v) v--;
    Out[id.x] = v;
}
