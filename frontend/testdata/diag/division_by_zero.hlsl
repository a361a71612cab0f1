RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    int a = 4;
    Out[0] = a / 0 + a % 0;
}
