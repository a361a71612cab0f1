// Loops that do nothing go (passes.DeadLoop); a multiply of a loop
// counter by a lane value becomes an added stride (passes.IVReduce); a
// store that ends both arms of an if becomes one store after it
// (passes.SinkStores). The empty loops (one counted up to a cbuffer bound,
// a nested pair counting down per lane) leave no loop in the code; the
// loop whose sum is stored stays, without a v_mul_lo_u32.
// Both arms of the divergent if store Out[id.x + 64]: one store remains,
// of a select.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"P": {"n": 7},
// RUN-SPEC:   "Out": {"zero": 512}}}
// CHECK-LABEL: main:
// CHECK: .Lloop{{[0-9]+}}:
// CHECK-NOT: v_mul_lo_u32
// CHECK: .Lloop_end{{[0-9]+}}:
// CHECK-NOT: .Lloop{{[0-9]+}}:
// CHECK: buffer_store_dword
// CHECK: v_cndmask_b32
// CHECK-NOT: .Lthen
// CHECK: buffer_store_dword {{.*}} offset:256
// CHECK-NOT: buffer_store
// CHECK: s_endpgm
cbuffer P : register(b0)
{
    uint n;
};
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    for (uint i = 0; i < n; ++i)
        ;
    for (int a = 0; a < (int)n; ++a)
        for (uint b = id.x; b > 3; --b)
            ;
    uint s = 0;
    for (uint k = 0; k < n; ++k)
        s += k * id.x;
    Out[id.x] = s;
    if (id.x & 1)
        Out[id.x + 64] = s * 3;
    else
        Out[id.x + 64] = s + 5;
}
