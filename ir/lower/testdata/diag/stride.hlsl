// RUN-FLAGS: -T cs_6_2 -enable-16bit-types
RWStructuredBuffer<half> Buf : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Buf[id.x] = Buf[id.x] * 2;
}
// ERROR: stride.hlsl:2:26: error: structured buffer 'Buf' has a 2-byte element; elements that are not a multiple of 4 bytes are not supported yet
