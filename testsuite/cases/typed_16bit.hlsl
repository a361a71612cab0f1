// Typed buffers and textures of 16-bit elements (-enable-16bit-types): the
// format converts to 32-bit register values and the code to half, int16 or
// uint16 (half4 in RGBA16F, a half4 texture in RGBA8 UNORM, uint16_t2 in
// RG16 UINT); stores convert back (int16_t in R16 SINT, half2 in RG16F).
// RUN-FLAGS: -T cs_6_2 -enable-16bit-types
// CHECK-LABEL: main:
// CHECK: buffer_load_format_xyzw
// CHECK: image_load
// CHECK: buffer_store_format_x
// CHECK: image_store
// FLOAT: O f32
// FLOAT: RT f16
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "BH": {"f16": [0.5, -1.25, 3, 65504, 0.001, -0, 7.5, 1e-5, 2, 4, 8, 16, -3, 0.25, 0.125, 1]},
// RUN-SPEC:   "BU": {"u16": [0, 1, 65535, 32768, 7, 9, 300, 12345]},
// RUN-SPEC:   "TH": {"dims": [4, 2], "generate": "noise"},
// RUN-SPEC:   "T8": {"dims": [4, 2], "format": "R8G8B8A8_UNORM", "generate": {"pattern": "noise", "seed": 3}},
// RUN-SPEC:   "RI": {"i16": [0, 1, -1, 32767, -32768, 100, -100, 5]},
// RUN-SPEC:   "RT": {"dims": [4, 3], "generate": {"pattern": "noise", "seed": 4}},
// RUN-SPEC:   "O": {"zero": 256}, "OU": {"zero": 32}}}
Buffer<half4> BH : register(t0);
Buffer<uint16_t2> BU : register(t1);
Texture2D<float16_t4> TH : register(t2);
Texture2D<half4> T8 : register(t3);
RWBuffer<int16_t> RI : register(u1);
RWTexture2D<half2> RT : register(u2);
RWStructuredBuffer<float4> O : register(u0);
RWStructuredBuffer<uint> OU : register(u3);

[numthreads(8, 1, 1)]
void main(uint id : SV_DispatchThreadID)
{
    half4 h = BH[id % 4] + TH[uint2(id % 4, id / 4)];
    uint16_t2 u = BU[id % 4];
    RI[id] = (int16_t)(RI[id] * (int16_t)3 - (int16_t)u.x);
    RT[uint2(id % 4, 1 + id / 4)] = RT[uint2(id % 4, id / 4)] * (half)2 + h.xy;
    O[2 * id] = float4(h);
    O[2 * id + 1] = float4(T8.Load(int3(id % 4, id / 4, 0)));
    OU[id] = u.x + 65536 * (uint)u.y;
}
