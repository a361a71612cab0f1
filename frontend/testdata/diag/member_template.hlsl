struct S {
    float v;
    template<typename T> T get() { return (T)v; }
};
RWStructuredBuffer<float> o;
[numthreads(1, 1, 1)] void main() { S s; s.v = 1; o[0] = s.get<float>(); }
