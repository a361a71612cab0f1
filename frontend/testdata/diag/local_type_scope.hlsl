RWStructuredBuffer<float> o;
float f() {
    {
        typedef float T;
        struct L { float k; };
    }
    T x = 1;
    L l;
    return x;
}
float g() { float T = 2; return T; }
[numthreads(1, 1, 1)]
void main() { o[0] = f() + g(); }
