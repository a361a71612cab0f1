typedef float4 color_t;
typedef uint index_t, count_t;
typedef float arr4_t[4];
typedef vector<float, 3> vec3_t;
typedef matrix<float, 2, 2> mat2_t;
struct S { color_t c; };
typedef S S2;
RWStructuredBuffer<color_t> Out : register(u0);
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    index_t i = id.x;
    count_t n = 4;
    arr4_t a = { 1, 2, 3, 4 };
    vec3_t v = vec3_t(a[0], a[1], a[2]);
    mat2_t m = { 1, 0, 0, 1 };
    S2 s;
    s.c = color_t(v, m._m00);
    Out[i % n] = s.c;
}
// CHECK: Decl local float[4] a
// CHECK: Decl local float2x2 m
