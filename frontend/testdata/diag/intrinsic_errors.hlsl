RWStructuredBuffer<float> Out : register(u0);
struct S { float x; };
[numthreads(1, 1, 1)]
void main() {
    S s;
    Out[0] = sin(s);
    Out[1] = countbits(1.5);
    Out[2] = mul(float3(1, 2, 3), float4x4(0,0,0,0, 0,0,0,0, 0,0,0,0, 0,0,0,0)).x;
    Out[3] = dot(1, 2, 3);
}
