// RUN-FLAGS: -T cs_6_0
// What only other stages have is an error where the compute entry point
// reaches it.
Texture2D<float4> Tex : register(t0);
SamplerState Samp : register(s0);
RWStructuredBuffer<float4> Out : register(u0);
struct V { float4 pos : SV_Position; };

float4 Shade(float2 uv)
{
    if (uv.x < 0)
        discard;
    return Tex.Sample(Samp, uv) + ddy(uv.y);
}

[maxvertexcount(1)]
void Emit(V v, inout PointStream<V> s) { s.Append(v); }

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = Shade(float2(id.x, 0));
}
