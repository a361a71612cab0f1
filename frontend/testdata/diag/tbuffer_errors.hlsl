struct S { float4 a; uint b; };
tbuffer WrongClass : register(b1) { float wc; };
tbuffer T : register(t0)
{
    static float st;
    float x : packoffset(c1.y);
    RWStructuredBuffer<uint> inner;
};
TextureBuffer<float4> NotStruct;
TextureBuffer Bare;
TextureBuffer<S> Bound : register(u1);
TextureBuffer<S> Arr[2] : register(t4);
RWStructuredBuffer<float> o;
[numthreads(1, 1, 1)]
void main() {
    x = 1;
    Bound.b = 2;
    Arr[1].a.x = 3;
    o[0] = x + Bound.missing + wc;
}
