// 16-bit memory: float16_t through groupshared (ds_write_b16/ds_read_u16)
// and structured buffers of float16_t2, whose elements are 4-byte aligned
// words loaded and stored whole (buffer_load_dword/buffer_store_dword, the
// halves taken apart or put together in registers), and int16_t counts in
// LDS.
// RUN-FLAGS: -T cs_6_2 -enable-16bit-types
// FLOAT: Out f16
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"In": {"f16": [-7.5, -7.125, -6.75, -6.375, -6.0, -5.625, -5.25, -4.875, -4.5, -4.125, -3.75, -3.375, -3.0, -2.625, -2.25, -1.875, -1.5, -1.125, -0.75, -0.375, 0.0, 0.375, 0.75, 1.125, 1.5, 1.875, 2.25, 2.625, 3.0, 3.375, 3.75, 4.125, 4.5, 4.875, 5.25, 5.625, 6.0, 6.375, 6.75, 7.125, 7.5, 7.875, 8.25, 8.625, 9.0, 9.375, 9.75, 10.125, 10.5, 10.875, 11.25, 11.625, 12.0, 12.375, 12.75, 13.125, 13.5, 13.875, 14.25, 14.625, 15.0, 15.375, 15.75, 16.125]}, "Out": {"zero": 128}, "Cnt": {"zero": 256}}}
// CHECK-LABEL: main:
// CHECK: buffer_load_dword
// CHECK: ds_write_b16
// CHECK: ds_read_u16
// CHECK: buffer_store_dword
StructuredBuffer<float16_t2> In : register(t0);
RWStructuredBuffer<float16_t2> Out : register(u0);
RWStructuredBuffer<int> Cnt : register(u1);
groupshared float16_t tile[64];
groupshared int16_t small[64];

[numthreads(64, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    float16_t2 p = In[gi >> 1];
    float16_t x = (gi & 1) != 0 ? p.y : p.x;
    tile[gi] = x * (float16_t)2.0;
    small[gi] = (int16_t)(gi * 3) - (int16_t)50;
    GroupMemoryBarrierWithGroupSync();
    float16_t y = tile[(gi + 1) & 63] - tile[(gi + 63) & 63];
    GroupMemoryBarrierWithGroupSync();
    tile[gi] = y;
    GroupMemoryBarrierWithGroupSync();
    if ((gi & 1) == 0)
        Out[gi >> 1] = float16_t2(tile[gi], tile[gi + 1]);
    Cnt[gi] = (int)small[63 - gi];
}
