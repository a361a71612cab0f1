// A float4 chosen in the arms of a divergent if (a loop in one arm keeps
// it a branch) and stored after it (a factor computed or zeroed, as
// tessellation edge factors are): the four dwords are a phi's registers
// that only the store reads, so both arms write the parts of one register
// tuple and one buffer_store_dwordx4 stores it, where four
// buffer_store_dword stored the parts.
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {"Out": {"zero": 2048}}}
// CHECK-LABEL: main:
// CHECK-NOT: buffer_store_dword {{v[0-9]+}},
// CHECK: buffer_store_dwordx4
// CHECK-NOT: buffer_store_dword {{v[0-9]+}},
// CHECK: s_endpgm
RWStructuredBuffer<float4> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint i : SV_DispatchThreadID)
{
    float4 f;
    if ((i & 3) != 0) {
        float acc = 0;
        for (uint k = 0; k < (i & 7); k++)
            acc += (float)(i + k) * 0.25;
        f.x = acc;
        f.y = f.x * 0.5;
        f.z = f.y + (float)(i ^ 5);
        f.w = min(min(f.x, f.y), f.z);
    } else {
        f = 0;
    }
    Out[i] = f;
}
