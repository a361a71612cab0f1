struct In {
    linear float3 pos : POSITION;
    noperspective centroid float2 uv : TEXCOORD0;
};
RWStructuredBuffer<float> Out : register(u0);
float sample(float linear) { return linear * 2; }
[numthreads(1, 1, 1)]
void main(nointerpolation uint3 id : SV_DispatchThreadID) {
    float centroid = 1;
    Out[id.x] = sample(centroid);
}
// members and parameters of other functions may carry them (a header shared
// with the graphics stages): no warning, as in DXC
float helper(nointerpolation float x) { return x; }
