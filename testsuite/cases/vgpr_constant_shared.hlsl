// Indirect-argument writes (typed stores at constant indices of constant
// values, as dispatch-argument kernels write them): a store of 1 at index
// 1 reads one register holding 1 as its index and its data (2 at index 2
// alike), where selection made a v_mov_b32 for the index and one for the
// value.
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {"Args": {"zero": 12}, "More": {"zero": 12}}}
// CHECK-LABEL: main:
// CHECK: v_mov_b32_e32 [[ONE:v[0-9]+]], 1
// CHECK-NEXT: buffer_store_format_x [[ONE]], [[ONE]],
// CHECK: v_mov_b32_e32 [[TWO:v[0-9]+]], 2
// CHECK-NEXT: buffer_store_format_x [[TWO]], [[TWO]],
// CHECK: s_endpgm
RWBuffer<uint> Args : register(u0);
RWBuffer<uint> More : register(u1);

[numthreads(1, 1, 1)]
void main(uint3 gid : SV_GroupID)
{
    if (gid.x == 1) {
        Args[0] = gid.x * 64 + 7;
        Args[1] = 1;
        Args[2] = 2;
        More[0] = gid.x * 3;
        More[1] = 1;
        More[2] = 2;
    }
}
