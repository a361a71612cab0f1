RWStructuredBuffer<int> o;
[numthreads(1, 1, 1)] void main() {
    for (int i = 0; i < 3; i++) { o[i] = i; }
    o[3] = i;
}
