// Bytes of a packed colour converted to float: each byte's extraction (a
// mask, a bit-field extract at a byte boundary, the top byte's shift)
// folds into its conversion, v_cvt_f32_ubyte0..3, one 4-byte instruction
// each. Words with every byte at 0, 0x7f, 0x80 and 0xff.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [0, 4294967295, 2139062143, 2155905152, 305419896, 2596069104, 16777215, 4278190080,
// RUN-SPEC:                  255, 65280, 16711680, 2147483648, 1, 256, 65536, 16777216]},
// RUN-SPEC:   "Out": {"zero": 256}}}
// CHECK-LABEL: main:
// CHECK-DAG: v_cvt_f32_ubyte0
// CHECK-DAG: v_cvt_f32_ubyte1
// CHECK-DAG: v_cvt_f32_ubyte2
// CHECK-DAG: v_cvt_f32_ubyte3
// CHECK-NOT: v_cvt_f32_u32
// CHECK: s_endpgm
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<float4> Out : register(u0);

[numthreads(16, 1, 1)]
void main(uint i : SV_GroupIndex)
{
    uint p = In[i];
    float4 c = float4(p & 0xff, (p >> 8) & 0xff, (p >> 16) & 0xff, p >> 24);
    Out[i] = c * (1.0 / 255.0);
}
