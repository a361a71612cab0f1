RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    [unrol] for (int i = 0; i < 2; i++) Out[i] = i;
    [unroll] if (true) Out[0] = 1;
    [unroll(0)] for (int j = 0; j < 2; j++) Out[j] = j;
}
