// RUN-FLAGS: -Werror
RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    float4 v = 1;
    float2 t = v;
    Out[0] = t.x;
}
