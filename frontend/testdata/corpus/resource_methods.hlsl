RWStructuredBuffer<uint> Buf : register(u0);
RWByteAddressBuffer Raw : register(u1);
RWTexture2D<float> Img : register(u2);
AppendStructuredBuffer<uint> App : register(u3);
ConsumeStructuredBuffer<uint> Con : register(u4);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint n, stride;
    Buf.GetDimensions(n, stride);
    uint bytes;
    Raw.GetDimensions(bytes);
    uint w, h;
    Img.GetDimensions(w, h);
    uint slot = Buf.IncrementCounter();
    Buf[slot % n] = bytes + w * h;
    uint old;
    Raw.InterlockedAdd(0, 1, old);
    Raw.InterlockedMax(4, id.x);
    Raw.InterlockedCompareExchange(8, 0, id.x, old);
    Raw.InterlockedCompareStore(12, 0, id.x);
    App.Append(Con.Consume() + old);
}
// CHECK: Method IncrementCounter() 'uint'
