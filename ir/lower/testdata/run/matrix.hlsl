// Matrix transform: a row-major float4x4 read with ByteAddressBuffer.Load4
// (an [unroll] loop, so the rows stay in registers) times a vector per thread.
ByteAddressBuffer Mat : register(t0);
ByteAddressBuffer Vecs : register(t1);
RWByteAddressBuffer Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4x4 m;
    [unroll]
    for (int r = 0; r < 4; r++)
        m[r] = asfloat(Mat.Load4(r * 16));
    float4 v = asfloat(Vecs.Load4(id.x * 16));
    Out.Store4(id.x * 16, asuint(mul(m, v)));
}
