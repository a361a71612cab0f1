RWStructuredBuffer<int> Out : register(u0);
static const int TWO = 2;
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    int r = 0;
    switch (id.x) {
    case 0:
        r = 1;
        // fallthrough
    case 1:
        r += 2;
        break;
    case TWO:
    case TWO + 1: {
        r = 5;
        break;
    }
    case 4 * 2 - 3:
        r = -1;
    default:
        r *= 3;
        break;
    }
    switch (r) { default: r++; }
    Out[id.x] = r;
}
// CHECK: Case [2 3]
// CHECK: Case [5]
