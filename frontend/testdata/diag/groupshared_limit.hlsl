RWStructuredBuffer<float> Out : register(u0);
groupshared float4 big[2048];
groupshared float more[4];
[numthreads(1, 1, 1)]
void main() { big[0] = more[0]; Out[0] = big[0].x; }
