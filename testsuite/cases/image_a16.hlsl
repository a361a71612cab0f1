// 16-bit image addresses for loads, stores and atomics: min16uint
// coordinates (and a mip level) reach image_load/_mip, image_store and
// image_atomic as a16 pairs, two to a VGPR (gfx9's a16 makes every
// address component of an image access without a sampler a 16-bit
// unsigned integer); 32-bit coordinates keep 32-bit addresses.
// FLOAT: Out f32
// CHECK-LABEL: main:
// CHECK: image_load_mip v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0xf unorm a16{{$}}
// CHECK: image_load v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0xf unorm a16 da{{$}}
// CHECK: image_store v[{{[0-9]+}}:{{[0-9]+}}], v{{[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}] dmask:0xf unorm a16{{$}}
// CHECK: image_atomic_add v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}] dmask:0x1 unorm glc a16{{$}}
// CHECK: image_load v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0xf unorm{{$}}
// RUN-SPEC: {"dispatch": [2, 2, 1], "resources": {
// RUN-SPEC:   "Tex": {"dims": [16, 16], "format": "R32G32B32A32_FLOAT", "levels": 3, "generate": "noise"},
// RUN-SPEC:   "Arr": {"dims": [16, 16, 3], "format": "R16G16B16A16_FLOAT", "generate": "noise"},
// RUN-SPEC:   "Dst": {"dims": [16, 16], "format": "R32G32B32A32_FLOAT", "zero": 4096},
// RUN-SPEC:   "Cnt": {"dims": [8, 8], "format": "R32_UINT", "zero": 256},
// RUN-SPEC:   "Out": {"zero": 4096}, "Old": {"zero": 1024}}}
Texture2D<float4> Tex : register(t0);
Texture2DArray<float4> Arr : register(t1);
RWTexture2D<float4> Dst : register(u0);
RWTexture2D<uint> Cnt : register(u1);
RWStructuredBuffer<float4> Out : register(u2);
RWStructuredBuffer<uint> Old : register(u3);

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    min16uint2 p = min16uint2(id.xy);
    min16uint mip = min16uint(id.x % 3);
    float4 a = Tex.Load(uint3(p >> mip, mip));
    float4 b = Arr.Load(uint4(p.yx, 1, 0));
    Dst[p] = a + b;
    uint old;
    InterlockedAdd(Cnt[p / 2], id.x + 1, old);
    Old[id.y * 16 + id.x] = old;
    Out[id.y * 16 + id.x] = a * 2 + b + Tex.Load(int3(id.yx, 0));
}
