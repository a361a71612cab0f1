RWStructuredBuffer<float4> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    float4 v = float4(1, 2, 3, 4);
    float4 a = v.wzyx;
    float4 b = v.rgba;
    float3 c = v.xxx;
    float2 d = v.ab;
    float4 e = v.xxyy;
    float s = v.w;
    v.xy = float2(9, 8);
    v.zw = v.xy;
    v.r = 1;
    v.gba = c;
    float3 f = 1.0.xxx;
    float2 g = s.xx;
    int4 k = 5.xxxx;
    Out[0] = a + b + float4(c, s) + float4(d, e.xy) + v + float4(f, g.x) + k;
}
// CHECK: Swizzle .wzyx 'float4'
// CHECK: Swizzle .xxx 'float3'
