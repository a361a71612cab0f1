// cross keeps its arguments' float-like type, as DXC declares it
// ('$type1 cross(in float_like<3> a, in $type1 b)'): a float16_t3 (or
// min16float3) cross product is computed in 16 bits, not widened to float3
// and narrowed back (XeGTAO's lpfloat3 axisVec = normalize(cross(...)));
// a float4 argument still truncates to float3.
// RUN-FLAGS: -T cs_6_2 -enable-16bit-types
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"f32": [0.5, 2, -1.25, 3, 0.125, 4, 1.5, -2, 0.75, 10]},
// RUN-SPEC:   "Half": {"zero": 8}, "Wide": {"zero": 12}}}
// EXPECT: {"Half": {"u32": [3317712916, 50672]},
// EXPECT: "Wide": {"u32": [1065353216, 1074790400, 1082130432]}}
// CHECK-LABEL: main:
// CHECK-NOT: v_cvt_f32_f16
// CHECK: v_{{(pk_)?}}mul_f16
// CHECK-NOT: v_cvt_f32_f16
// CHECK: s_endpgm
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<float16_t> Half : register(u0);
RWStructuredBuffer<float> Wide : register(u1);

[numthreads(1, 1, 1)]
void main()
{
    float16_t3 a = float16_t3(In[0], In[1], In[2]);
    float16_t3 b = float16_t3(In[3], In[4], In[5]);
    float16_t3 c = cross(a, b);
    Half[0] = c.x;
    Half[1] = c.y;
    Half[2] = c.z;
    Half[3] = dot(c, a); // orthogonal: 0 up to rounding
    float3 w = cross(float4(In[6], In[7], In[8], In[9]), float3(In[0], In[1], In[2]));
    Wide[0] = w.x;
    Wide[1] = w.y;
    Wide[2] = w.z;
}
