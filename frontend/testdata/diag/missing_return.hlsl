RWStructuredBuffer<float> Out : register(u0);
float pick(bool b) {
    if (b) return 1;
}
[numthreads(1, 1, 1)]
void main() { Out[0] = pick(true); }
