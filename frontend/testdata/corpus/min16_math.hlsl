RWStructuredBuffer<float4> Out : register(u0);
StructuredBuffer<float4> In : register(t0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    min16float4 a = (min16float4)In[id.x];
    min16float4 b = a * a + min16float(0.5);
    min16float s = dot(a, b);
    min16float4 l = lerp(a, b, s);
    min16int2 i = min16int2(1, 2);
    min16uint u = 3;
    Out[id.x] = l + i.x + u;
}
// CHECK: Intrinsic dot(min16float4, min16float4) 'min16float'
