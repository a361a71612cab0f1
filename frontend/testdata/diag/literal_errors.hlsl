RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    int a = 12xyz;
    float b = 1.5q;
    uint c = 99999999999999999999;
    uint d = 0b102;
    uint e = 0bu;
    uint f = 0b1z;
    uint64_t g = 0b11111111111111111111111111111111111111111111111111111111111111111;
    float h = 0x1p;
}
