RWStructuredBuffer<float> Out : register(u0);
float pick(float a, float b) {
    { float t = a; { t += b; } if (t > 1) return t; }
    return b;
}
void early(uint i) {
    if (i > 4) return;
    Out[i] = 1;
    return;
}
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    ;
    early(id.x);
    Out[id.x] += pick(1, 2);
}
