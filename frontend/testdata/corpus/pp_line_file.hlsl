RWStructuredBuffer<uint> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    uint a = __LINE__;
#line 100 "renamed.hlsl"
    uint b = __LINE__;
    Out[0] = a + b;
}
// CHECK: IntLit 4 'uint'
// CHECK: IntLit 100 'uint'
