// Types declared in a function belong to their block, as in C++: two
// functions each declare a struct, a typedef and an enum under the same
// names with other members and types, an inner block declares the typedef
// again, and a local struct hides a global one of its name. glslang
// rejects an enum in a function, so lavapipe counts the case as rejected.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"o": {"zero": 48}}}
// EXPECT: {"o": {"u32": [0, 1065353216, 1120403456, 1083179008, 1073741824, 1120534528, 1091567616, 1077936128, 1120665600, 1096286208, 1082130432, 1120796672]}}
// FLOAT: o f32
struct Item { float w; };
RWStructuredBuffer<float> o;
float first(uint i)
{
    typedef float T;
    struct Item { T a; T b; };
    enum Kind { K = 2 };
    Item it;
    it.a = i * 0.5;
    it.b = K;
    {
        typedef int T;
        T n = 7;
        it.b += n;
    }
    T r = it.a * it.b;
    return r;
}
int second(uint i)
{
    typedef uint T;
    struct Pair { T x; int y; };
    enum Kind { K = 10, L };
    Pair p;
    p.x = i + L;
    p.y = -K;
    return (int)p.x + p.y;
}
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Item g;
    g.w = 100;
    o[id.x * 3 + 0] = first(id.x);
    o[id.x * 3 + 1] = second(id.x);
    o[id.x * 3 + 2] = g.w + id.x;
}
