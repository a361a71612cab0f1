RWStructuredBuffer<float> Out : register(u0);
float f(float x) { return x; }
float f(float x) { return x + 1; }
int f(float x);
StructuredBuffer<float> g() { }
float sin(float x) { return x; }
static float notAFunction = 1;
void takesOut(out float v) { v = 1; }
[numthreads(1, 1, 1)]
void main() {
    notAFunction(1);
    float v = f;
    int i;
    takesOut(i);
    uint4 u4;
    takesOut(u4);
    discard;
}
