RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    bool b = true;
    int i = -1;
    uint u = 1;
    dword dw = 2;
    float f = 1.5;
    half h = 0.5;
    double d = 2.0;
    min16float mf = 1;
    min10float m10 = 1;
    min16int mi = -3;
    min12int m12 = 2;
    min16uint mu = 4;
    int64_t l = 1;
    uint64_t ul = 2;
    Out[0] = b + i + u + dw + f + h + (float)d + mf + m10 + mi + m12 + mu + (float)l + (float)ul;
}
// CHECK: Decl local min16float mf
// CHECK: Decl local uint64_t ul
