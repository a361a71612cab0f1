RWStructuredBuffer<float> Out : register(u0);
Texture2D<float4> Tex[] : register(t0, space1);
float sum(float v[]) { return v[0]; }
float4 pick(Texture2D<float4> t[][], uint i) { return t[i][0].Load(int3(0, 0, 0)); }
[numthreads(1, 1, 1)]
void main() {
    float a[2] = { 1, 2 };
    Out[0] = sum(a);
}
