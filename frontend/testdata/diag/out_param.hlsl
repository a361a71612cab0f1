RWStructuredBuffer<float> Out : register(u0);
void get(out float v) { v = 1; }
void bump(inout int v) { v++; }
[numthreads(1, 1, 1)]
void main() {
    get(1.0);
    float a;
    get(a + 1);
    bump(a);
}
