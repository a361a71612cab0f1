// f16tof32 of a dword's high half (x >> 16) converts with SDWA
// src0_sel:WORD_1, no shift: normal, denormal, zero and infinite halves,
// each in both halves of a word.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [1006648320, 3221372928, 65537, 2147516416, 2080324608, 2080406528, 1266335744, 31744]},
// RUN-SPEC:   "Out": {"zero": 512}}}
// CHECK-LABEL: main:
// CHECK: v_cvt_f32_f16_sdwa {{v[0-9]+}}, {{v[0-9]+}} dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
// CHECK: s_endpgm
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<float> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint p = In[id.x & 7];
    Out[id.x * 2] = f16tof32(p >> 16);
    Out[id.x * 2 + 1] = f16tof32(p) * 2.0;
}
