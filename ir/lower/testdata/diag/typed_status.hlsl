Buffer<float> In : register(t0);
RWBuffer<float> Out : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint status;
    Out[id.x] = In.Load(id.x, status);
}
// ERROR: typed_status.hlsl:7:31: error: Buffer.Load with a status argument is not supported: hlslc has no tiled-resource residency
