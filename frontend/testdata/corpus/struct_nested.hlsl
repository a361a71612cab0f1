struct Inner { float2 uv; uint id; };
struct Outer { Inner a; Inner b[2]; float3x3 m; };
StructuredBuffer<Outer> Src : register(t0);
RWStructuredBuffer<Inner> Dst : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Outer o = Src[id.x];
    Inner r = o.b[1];
    r.uv += o.a.uv * o.m[0].xy;
    Dst[id.x] = r;
}
// CHECK: Member .uv 'float2'
