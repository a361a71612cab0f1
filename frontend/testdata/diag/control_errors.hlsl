RWStructuredBuffer<float> Out : register(u0);
float value() { return; }
void nothing() { return 1; }
[numthreads(1, 1, 1)]
void main() {
    break;
    continue;
    switch (1) { case 1: continue; }
}
