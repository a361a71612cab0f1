StructuredBuffer<float> A : register(t0);
RWStructuredBuffer<float> B : register(u0);
ByteAddressBuffer C : register(t1);
RWByteAddressBuffer D : register(u1);
Buffer<float4> E : register(t2);
RWBuffer<uint> F : register(u2);
Texture2D<float4> G : register(t3);
RWTexture2D<float4> H : register(u3);
Texture2D<float> G2 : register(t0, space2);
[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float a = A[id.x] + A.Load(id.y);
    B[id.x] = a;
    uint c = C.Load(id.x * 4) + C.Load2(0).y + C.Load3(0).z + C.Load4(16).w;
    D.Store(id.x * 4, c);
    D.Store2(0, uint2(1, 2));
    D.Store3(0, uint3(1, 2, 3));
    D.Store4(0, uint4(1, 2, 3, 4));
    float4 e = E[id.x] + E.Load(id.x);
    F[id.x] = (uint)e.x;
    float4 g = G.Load(int3(id.xy, 0)) + G[id.xy];
    H[id.xy] = g + H[id.xy] + G2[id.xy];
}
// CHECK: Method Load2(uint) 'uint2'
// CHECK: Method Load(int3) 'float4'
