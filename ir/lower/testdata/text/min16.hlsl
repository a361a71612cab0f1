// min16float2 math stays f16 with the x and y components adjacent; the
// cbuffer member is read as f32 and narrowed.
cbuffer Params : register(b0) { float2 scale; };
RWStructuredBuffer<float2> Buf : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    min16float2 a = (min16float2)Buf[id.x];
    min16float2 b = a * (min16float2)scale + a;
    Buf[id.x] = b;
}
