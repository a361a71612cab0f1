RWStructuredBuffer<float> Out : register(u0);
static float a = 1;
static int a = 2;
struct S { float x; float x; };
[numthreads(1, 1, 1)]
void main() {
    float b = 1;
    float b = 2;
}
