RWStructuredBuffer<float> Out : register(u0);
struct Particle { float3 pos; };
[numthreads(1, 1, 1)]
void main() {
    Particle p;
    p.position = 0;
    float f = 1;
    f.xy.q = 0;
}
