RWStructuredBuffer<uint> Out : register(u0);
struct S { float a; float b; };
[numthreads(1, 1, 1)]
void main() {
    float f = 3.75;
    int i = (int)f;
    uint u = (uint)(f * 2);
    float4 v = (float4)f;
    float2 t = (float2)v;
    float3x3 m = (float3x3)0;
    float4 fromM = (float4)(float2x2)m;
    bool b = (bool)i;
    S s = (S)0;
    half h = (half)f;
    Out[0] = i + u + (uint)t.x + (uint)b + (uint)s.a + (uint)h + (uint)fromM.x;
}
// CHECK: Cast splat 'float4'
// CHECK: Cast truncate 'float2'
