RWStructuredBuffer<float4> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    float1 a = 1;
    int2 b = int2(1, 2);
    uint3 c = 3;
    bool4 d = true;
    half2 h = 1;
    min16float4 m16 = 1;
    double2 dd = 2;
    float2x3 m23 = 0;
    int4x4 i44 = 1;
    vector<int, 3> vi = 1;
    matrix<float, 3, 4> m34 = 0;
    vector vv = 1;
    matrix mm = 0;
    float4x1 col = 2;
    Out[0] = float4(a, b, 1) + float4(c, d.x) + float4(h, m16.xy) + float4(dd, m23[1].xy) + i44[3] + float4(vi, 1) + m34[2] + vv + mm[0] + col._m00;
}
