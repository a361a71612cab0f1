struct S {
    static const uint N = 4;
    static const uint N = 5;
    static S operator+(S o) { return o; }
    float v;
    static float get() { return v; }
};
uint S::N = 3;
RWStructuredBuffer<float> o;
[numthreads(1, 1, 1)] void main() { o[0] = S::get(); }
