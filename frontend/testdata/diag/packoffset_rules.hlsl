struct S { float a; };
cbuffer Mixed {
    float f;
    float g : packoffset(c0.z);
};
cbuffer Bad {
    float4 a : packoffset(c0);
    float b : packoffset(c0.w);
    S s : packoffset(c1.y);
    float2 v : packoffset(c2.w);
};
RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main() { Out[0] = f + g + a.x + b + s.a + v.x; }
