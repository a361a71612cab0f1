#define SQR(x) ((x) * (x))
#define MAX3(a, b, c) max(max(a, b), c)
#define CAT(a, b) a##b
#define STR(x) #x
#define EMPTY()
#define APPLY(f, x) f(x)
#define LOG(fmt, ...) __VA_ARGS__
RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    float CAT(va, lue) = SQR(3) + MAX3(1, 2, 3) EMPTY();
    float v2 = APPLY(SQR, 2 + 1);
    float v3 = LOG("ignored", value + v2);
    Out[0] = v3;
}
// CHECK: Decl local float value
