RWStructuredBuffer<double> Buf : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    double e;
    Buf[id.x] = frexp(Buf[id.x], e) + e;
}
// ERROR: frexp64.hlsl:6:17: error: frexp of f64 values is not supported yet
