RWStructuredBuffer<float> Out : register(u0);
static float n = 3;
[numthreads(1, 1, 1)]
void main() {
    float a[n];
    float b[-2];
    float c[1.5];
    float d[2];
    d[2] = 0;
}
