Texture2D<float4> T : register(t0);
RWTexture2D<float4> R : register(u1);
TextureCube<float4> C : register(t1);
RWStructuredBuffer<float4> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    float4 a = T.mips[0];
    float4 b = T.mips[uint2(0, 0)][uint2(1, 1)];
    float4 c = T.mips[0][1];
    float4 d = R.mips[0][uint2(1, 1)];
    float4 e = C.mips[0][uint3(1, 1, 1)];
    T.mips[0][uint2(1, 1)] = 1;
    Out[0] = T.mips[1][uint2(2, 3)];
}
