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
// LAYOUT: StructuredBuffer<struct Outer> Src : register(t0) stride=72
// LAYOUT: offset   12 size   24 struct Inner[2] b stride=12
// LAYOUT: offset   36 size   36 float3x3 m column_major
