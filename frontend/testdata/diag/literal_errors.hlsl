RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    int a = 12xyz;
    float b = 1.5q;
    uint c = 99999999999999999999;
}
