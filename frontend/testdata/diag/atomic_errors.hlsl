RWStructuredBuffer<float> Out : register(u0);
groupshared uint shared_;
[numthreads(1, 1, 1)]
void main() {
    uint local = 0;
    InterlockedAdd(local, 1);
    InterlockedAdd(shared_, 1.5f);
    float f;
    InterlockedAdd(f, 1);
}
