// Textures: Load with mip level 0 and 1 (hlslc's textures have one level, so
// level 1 reads 0), offsets, coordinates outside the texture (0), 1D, 3D and
// 2D-array textures, an RWTexture2D element read, modified per component and
// written whole, and GetDimensions with and without a mip level (level 1 does
// not exist: its sizes are 0, D3D's resinfo rule).
// FLOAT: Out f32
// CHECK-LABEL: main:
// CHECK: s_load_dwordx8
// CHECK: image_load_mip
// CHECK: image_load v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0x3 unorm da
// CHECK: image_store
Texture1D<float> Line : register(t0);
Texture2D<float4> Img : register(t1);
Texture3D<uint> Vol : register(t2);
Texture2DArray<int2> Layers : register(t3);
RWTexture2D<float4> Canvas : register(u0);
RWStructuredBuffer<float> Out : register(u1);

[numthreads(8, 4, 1)]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    int x = id.x, y = id.y;
    float4 a = Img.Load(int3(x, y, 0));            // Img is 7x3: some lanes outside
    float4 b = Img.Load(int3(x, y, gi & 1));       // odd lanes ask for mip 1
    float4 o = Img.Load(int3(x, y, 0), int2(1, -1));
    float l = Line.Load(int2(x + y, 0));           // Line has 9 texels
    uint v = Vol[uint3(x & 3, y & 1, x >> 2)];     // 4x2x2
    int2 q = Layers[uint3(x & 1, y & 1, gi % 3)];  // 2x2, 2 layers: layer 2 reads 0
    float4 c = Canvas[id.xy];                      // Canvas is 8x4
    c.x += a.x + b.y;
    c.w = o.z * 2 + l;
    Canvas[id.xy] = c;
    uint w, h, lv, lw, lh, ln, mw, mh;
    Img.GetDimensions(w, h);
    Img.GetDimensions(1, mw, mh, lv);
    Layers.GetDimensions(lw, lh, ln);
    uint base = gi * 4;
    Out[base] = (float)v;
    Out[base + 1] = (float)(q.x * 100 + q.y);
    Out[base + 2] = l - a.w;
    Out[base + 3] = (float)(w + h * 10 + lv * 100 + lw * 1000 + lh * 10000 + ln * 100000 + mw * 1000000 + mh * 10000000);
}
