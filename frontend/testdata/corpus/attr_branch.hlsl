RWStructuredBuffer<float> Out : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float v = Out[id.x];
    [branch] if (v > 0) v = sqrt(v); else v = 0;
    [flatten] if (v < 1) { v *= 2; }
    [branch] switch (id.x % 3) { case 0: v += 1; break; default: break; }
    Out[id.x] = v;
}
// CHECK: If [branch]
// CHECK: If [flatten]
