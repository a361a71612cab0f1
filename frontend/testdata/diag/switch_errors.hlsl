RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    float f = 1;
    switch (f) { default: break; }
    switch (2) {
    case 1: break;
    case 1: break;
    default: break;
    default: break;
    }
}
