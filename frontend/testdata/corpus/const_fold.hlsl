static const uint A = 4;
static const uint B = A * 2 + 1;
static const int C = (B > 8) ? -1 : 1;
static const uint D = (1u << 4) | 3;
groupshared float buf[A * B + D];
RWStructuredBuffer<float> Out : register(u0);
[numthreads(A, B - 7, 1)]
void main(uint gi : SV_GroupIndex) {
    float local[D - 16];
    local[0] = C;
    buf[gi] = local[0];
    Out[gi] = buf[gi];
}
// CHECK: Global groupshared float[55] buf
// CHECK: entry numthreads(4,2,1)
