RWStructuredBuffer<uint> Buf : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint slot = Buf.IncrementCounter();
    Buf[slot] = id.x;
}
// ERROR: counter.hlsl:5:17: error: RWStructuredBuffer.IncrementCounter is not supported yet: the IR has no hidden counters for structured buffers
