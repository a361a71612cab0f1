// Typed buffers and textures: element reads (in and out of bounds, mip
// levels, offsets), whole and partial element writes, GetDimensions.
Buffer<uint2> Pairs;
Texture2D<float> Heights;
Texture2DArray<int2> Layers;
RWTexture2D<float4> Color;
RWBuffer<int> Out;
StructuredBuffer<float3> Pts;
ByteAddressBuffer Bytes;

[numthreads(4, 4, 1)]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    uint2 p = Pairs[gi];                            // gi in 0..15, Pairs has 12
    float h = Heights.Load(int3(id.xy, 0));         // Heights is 3x4
    float h1 = Heights.Load(int3(id.xy, 1));        // mip 1: none, reads 0
    float hoff = Heights.Load(int3(id.xy, 0), int2(-1, 1));
    int2 l = Layers[uint3(id.x, id.y, id.x & 1)];   // 2x2, 2 layers
    Color[id.xy] = float4(h, h1, hoff, p.x + p.y);
    Color[id.xy].y += 0.5;                          // writes the element whole
    uint w, hh, lw, lh, ln, n, sn, ss, rb, mw, mh, lv;
    Heights.GetDimensions(w, hh);
    Heights.GetDimensions(1, mw, mh, lv);
    Layers.GetDimensions(lw, lh, ln);
    Pairs.GetDimensions(n);
    Pts.GetDimensions(sn, ss);
    Bytes.GetDimensions(rb);
    Out[gi] = l.x * 1000 + l.y;
    if (gi == 0) {
        Out[16] = w; Out[17] = hh; Out[18] = lw; Out[19] = lh; Out[20] = ln;
        Out[21] = n; Out[22] = sn; Out[23] = ss; Out[24] = rb;
        Out[25] = mw; Out[26] = mh; Out[27] = lv;
    }
}
