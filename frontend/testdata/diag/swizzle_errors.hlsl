RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    float2 v = 0;
    float a = v.z;
    float2 b = v.xg;
    float4 c = v.xyzwx;
    float d = v.q;
    float4x4 m = 0;
    float e = m._55;
}
