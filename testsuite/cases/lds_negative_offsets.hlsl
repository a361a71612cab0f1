// Groupshared neighbours at negative indices (temp[i - 3] ... temp[i - 1],
// a filter's left half) share one address register i*16 - 48, each at its
// own DS offset, so that each float4's .xyz is one ds_read_b96, where every
// dword had its own v_add of a negative constant (the DS offset is
// unsigned). The other arrays (their LDS offsets above the first's) read
// their neighbours at negative indices through i*4 itself: the variable's
// offset minus 12 still fits the offset.
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {"Out": {"zero": 128}}}
// CHECK-LABEL: main:
// CHECK: s_and_saveexec_b64
// CHECK: v_add_u32_e32 [[R:v[0-9]+]], 0xffffffd0, {{v[0-9]+}}
// CHECK-DAG: ds_read_b96 {{v\[[0-9]+:[0-9]+\]}}, [[R]]{{$}}
// CHECK-DAG: ds_read_b96 {{v\[[0-9]+:[0-9]+\]}}, [[R]] offset:16
// CHECK-DAG: ds_read_b96 {{v\[[0-9]+:[0-9]+\]}}, [[R]] offset:32
// CHECK: s_endpgm
RWStructuredBuffer<float4> Out : register(u0);
groupshared float4 temp[64];
groupshared float weight[64];
groupshared float bias[64];

[numthreads(64, 1, 1)]
void main(uint3 gid : SV_GroupID, uint i : SV_GroupIndex)
{
    temp[i] = float4(i * 0.5, gid.x + i, (float)(i * i), 1);
    weight[i] = 1.0 / (i + 1);
    bias[i] = i * 0.25 - gid.x;
    GroupMemoryBarrierWithGroupSync();
    float4 r = 0;
    if (i >= 3 && i < 61) {
        float3 acc = 0;
        [unroll]
        for (int k = -3; k <= 3; k++)
            acc += temp[i + k].xyz * weight[i + k];
        r = float4(acc, bias[i - 1]);
    }
    Out[gid.x * 64 + i] = r;
}
