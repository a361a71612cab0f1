#define SCALE(v) ((v) * undefinedScale)
#define APPLY(v) SCALE(v) + 1
RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    Out[0] = APPLY(2.0);
}
