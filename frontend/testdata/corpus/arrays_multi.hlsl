RWStructuredBuffer<float> Out : register(u0);
static const int W = 3;
groupshared float tile[4][W + 1];
[numthreads(4, 4, 1)]
void main(uint3 t : SV_GroupThreadID) {
    float a[2][3][4];
    a[1][2][3] = 1;
    tile[t.y][t.x] = a[1][2][3];
    int sizes[W * 2];
    sizes[5] = 1;
    GroupMemoryBarrierWithGroupSync();
    Out[t.x] = tile[t.x][t.y] + sizes[5];
}
// CHECK: Decl local float[2][3][4] a
