RWBuffer<uint> Typed : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Typed[id.x] = id.x;
}
// ERROR: typed_buffer.hlsl:1:16: error: RWBuffer resources ('Typed') are not supported yet
