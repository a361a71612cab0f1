#define TWICE(x) ((x) * 2)
RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    Out[0] = TWICE(missingVar);
}
