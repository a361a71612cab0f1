struct P { float3 pos; uint id; float w[2]; };
RWStructuredBuffer<P> Out : register(u0);
static const float3x3 I3 = { 1, 0, 0, 0, 1, 0, 0, 0, 1 };
static const P origin = { 0, 0, 0, 7, { 1, 2 } };
[numthreads(1, 1, 1)]
void main() {
    P p = { float3(1, 2, 3), 4, 5, 6 };
    P q = { { 1, 2, 3 }, 4, { 5, 6 } };
    P arr[2] = { p, q };
    Out[0] = arr[1];
    Out[1] = origin;
    Out[2].pos = mul(I3, p.pos);
}
// CHECK: InitList 'struct P'
