Texture2DMS<float4> T : register(t0);
Texture2DMSArray<float4> A : register(t1);
Texture2D<float4> S : register(t2);
RWStructuredBuffer<float4> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    float4 a = T.sample[0];
    float4 b = T.sample[uint2(0, 0)][uint2(1, 1)];
    float4 c = T.sample[0][1];
    float4 d = A.sample[1][uint2(1, 1)];
    float4 e = S.sample[0][uint2(1, 1)];
    T.sample[0][uint2(1, 1)] = 1;
    Out[0] = T.sample[1][uint2(2, 3)] + A.sample[0][uint3(1, 2, 0)];
}
